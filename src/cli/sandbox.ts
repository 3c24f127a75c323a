import { DEFAULT_BASE_PORT, DEFAULT_UPLOAD_LIMIT_BYTES, startSandbox, type SandboxSeed } from "../sandbox/index.js";
import { runUntilStopped } from "./until-stopped.js";
import { integerOption, type Command } from "./command.js";
import { basePortOption, platformServices, printServiceTable } from "./services.js";

function credentials(seed: SandboxSeed, identityUrl: string): string[] {
  return (seed.serviceAccounts ?? []).map(
    (account) => `  client id ${account.clientId}  secret ${account.clientSecret}  tenants (tid) ${account.tenantIds.join(", ")}${account.roles?.length ? `  roles ${account.roles.join(", ")}` : ""}`,
  ).concat([`  token endpoint ${identityUrl}/connect/token (discovery ${identityUrl}/.well-known/openid-configuration)`]);
}

export const sandboxCommand: Command = {
  name: "sandbox",
  summary: "the stateful platform: every service in one process, real tokens, state per tenant",
  description: `Every service in one process on 127.0.0.1, each on base port + its x-mock-port-offset
(base port 4010, or SANDBOX_BASE_PORT), with real client-credentials tokens, state per tenant,
requests and answers validated against the specs, and the control API under /_sandbox/ on every
port. Prints the services and the seed's credentials once every port listens. The identity
provider always runs. With --state-dir the state survives a restart (on the same ports, so tokens
and webhook signatures issued before still verify). Ctrl-C, SIGTERM or SIGHUP stops it.`,
  positionals: [],
  options: {
    "base-port": { type: "string", valueName: "PORT", description: "port of the service with offset 0 (default 4010)" },
    host: { type: "string", valueName: "HOST", description: "interface to bind (default 127.0.0.1)" },
    service: { type: "string", valueName: "NAME", multiple: true, choices: platformServices().map((s) => s.name), description: "only this service (and the identity provider)" },
    seed: { type: "string", valueName: "FILE", description: "YAML or JSON seed: tenants, service accounts and connector providers, or a tenant state document (GET /_sandbox/state/{tenantId}) (default: one of each, printed)" },
    "state-dir": { type: "string", valueName: "DIR", description: "keep the whole state in DIR across restarts (resumed when it holds one; the seed applies to a new one); default memory only" },
    "upload-limit": { type: "string", valueName: "BYTES", description: `largest file FileUpload accepts; larger ones get 413 (default ${DEFAULT_UPLOAD_LIMIT_BYTES})` },
  },
  async run({ values }) {
    const sandbox = await startSandbox({
      basePort: basePortOption((values["base-port"] as string | undefined) ?? process.env.SANDBOX_BASE_PORT, DEFAULT_BASE_PORT, undefined),
      host: values.host as string | undefined,
      services: values.service as string[] | undefined,
      seed: values.seed as string | undefined,
      ...(values["state-dir"] === undefined ? {} : { stateDir: values["state-dir"] as string }),
      ...(values["upload-limit"] === undefined ? {} : { uploadLimitBytes: integerOption("upload-limit", values["upload-limit"] as string, 0, Number.MAX_SAFE_INTEGER) }),
    });
    return runUntilStopped(
      "the sandbox",
      () => sandbox.stop(),
      () => {
        printServiceTable("Sandbox ready (one process; control API under /_sandbox/ on every port):", sandbox.services);
        console.log("Service accounts:");
        for (const line of credentials(sandbox.seed, sandbox.identity.issuer)) console.log(line);
        console.log("Stop with Ctrl-C.");
      },
    );
  },
};
