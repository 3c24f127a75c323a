// What a started sandbox container answers with: the addresses, identity provider and gateway identity the sandbox
// printed once ready, and the control token it was started with.
import { AbstractStartedContainer, type StartedTestContainer } from "testcontainers";
import { SandboxContainerLookupError } from "./container-options.js";
import type { PrintedGatewayIdentity, PrintedServiceAccount, ReadyLines } from "./ready-lines.js";

/** A running sandbox container: its services' addresses, identity provider, control token and gateway identity. */
export class StartedSandboxContainer extends AbstractStartedContainer {
  constructor(
    started: StartedTestContainer,
    private readonly ready: ReadyLines,
    private readonly controlToken: string,
  ) {
    super(started);
  }

  /**
   * The address of `service` (`data-integration`, `order-integration`, `identity-provider`, `file-content`,
   * `connector-catalogue`, `webhook-consumer`) from this machine, through its mapped port.
   */
  getServiceUrl(service: string): string {
    const inside = this.ready.services.get(service);
    if (inside === undefined)
      throw new SandboxContainerLookupError(
        `getServiceUrl: no service ${JSON.stringify(service)} runs in this sandbox; ` +
          `it runs ${[...this.ready.services.keys()].join(", ")}`,
      );
    const port = this.getMappedPort(Number(new URL(inside).port));
    return `http://${this.getHost()}:${port}`;
  }

  /** Every running service's address from this machine, by service name. */
  getServiceUrls(): Record<string, string> {
    return Object.fromEntries([...this.ready.services.keys()].map((name) => [name, this.getServiceUrl(name)]));
  }

  /** The identity provider's issuer: the `iss` of its tokens, and where its discovery document is. */
  getIssuer(): string {
    return this.ready.gateway.issuer;
  }

  /** The control API's bearer token (`Authorization: Bearer <token>` on `/_sandbox/` of every port). */
  getControlToken(): string {
    return this.controlToken;
  }

  /** Issuer, JWKS address, `client_id` and audience of the message gateway's webhook deliveries. */
  getMessageGateway(): PrintedGatewayIdentity {
    return this.ready.gateway;
  }

  /** The service accounts the sandbox started with (the seed's, or a resumed state folder's). */
  getServiceAccounts(): readonly PrintedServiceAccount[] {
    return this.ready.serviceAccounts;
  }
}
