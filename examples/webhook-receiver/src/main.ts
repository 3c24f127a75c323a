// Runs the receiver on PORT, trusting the identity provider at IDP_URL (the sandbox's by default).
import { createServer } from "node:http";
import { toNodeListener } from "@integration-platform/contracts/webhooks";
import { createReceiver } from "./receiver.js";

const idpUrl = process.env.IDP_URL || "http://127.0.0.1:4012";
const port = Number(process.env.PORT || "8080");
const receiver = createReceiver({
  jwksUrl: `${idpUrl}/.well-known/jwks`,
  issuer: idpUrl,
  allowInsecureHttp: idpUrl.startsWith("http://127.0.0.1"),
});
createServer(toNodeListener(receiver.handler)).listen(port, "127.0.0.1", () =>
  console.log(`webhook receiver on http://127.0.0.1:${port}`),
);
