// deploy/kubernetes/: each manifest is checked against the Kubernetes API's JSON schemas (the kubernetes-models
// package's validators, made from the API's OpenAPI document), and the manifests are checked against each other
// and against the sandbox: selectors, named ports, the probes' path, the ports' offsets, the Secret's key and the
// options the environment gives.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { PersistentVolumeClaim } from "kubernetes-models/v1/PersistentVolumeClaim";
import { Secret } from "kubernetes-models/v1/Secret";
import { Service } from "kubernetes-models/v1/Service";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { sandboxCommand } from "../../../tools/src/cli/sandbox.js";
import { listMockServices } from "../../../tools/src/mock/services.js";
import { HEALTH_PATH } from "../../../tools/src/sandbox/control/health.js";
import { projectRoot } from "../../support/openapi.js";

const folder = join(projectRoot, "deploy", "kubernetes");
const KUSTOMIZATION = "kustomization.yaml";

/** The API objects' models by `apiVersion kind`: each validates an object against its kind's schema. */
const models: Record<string, new (data: never) => { validate(): void }> = {
  "apps/v1 Deployment": Deployment,
  "v1 Service": Service,
  "v1 Secret": Secret,
  "v1 PersistentVolumeClaim": PersistentVolumeClaim,
  "policy/v1 PodDisruptionBudget": PodDisruptionBudget,
};

// Open YAML: each manifest is read as the API object it claims to be.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** `file: problem` for each document the schemas refuse or no model knows. */
function schemaProblems(file: string, objects: readonly Json[]): string[] {
  return objects.flatMap((object: Json) => {
    const model = models[`${object?.apiVersion} ${object?.kind}`];
    if (model === undefined) return [`${file}: no schema for ${object?.apiVersion} ${object?.kind}`];
    try {
      new model(object as never).validate();
      return [];
    } catch (error) {
      return [`${file}: ${object.kind} ${object.metadata?.name}: ${(error as Error).message}`];
    }
  });
}

const manifests = new Map(
  readdirSync(folder)
    .filter((name) => name.endsWith(".yaml") && name !== KUSTOMIZATION)
    .map((name) => [
      name,
      parseAllDocuments(readFileSync(join(folder, name), "utf8")).map((document) => document.toJS()),
    ]),
);
const objects = [...manifests.values()].flat();
const only = (kind: string): Json => {
  const found = objects.filter((object: Json) => object.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0];
};

describe("every manifest of deploy/kubernetes is an object the Kubernetes API's schemas accept", () => {
  it("each document validates against its kind's schema, and the kustomization lists every manifest", () => {
    expect(objects.map((object: Json) => object.kind).sort()).toEqual([
      "Deployment",
      "PersistentVolumeClaim",
      "PodDisruptionBudget",
      "Secret",
      "Service",
    ]);
    expect([...manifests].flatMap(([file, documents]) => schemaProblems(file, documents))).toEqual([]);
    const kustomization = parseAllDocuments(readFileSync(join(folder, KUSTOMIZATION), "utf8"))[0]!.toJS();
    expect([...kustomization.resources].sort()).toEqual([...manifests.keys()].sort());
  });

  it("the check refuses a Deployment whose replicas is a string and a probe without a port", () => {
    const deployment = only("Deployment");
    const container = deployment.spec.template.spec.containers[0];
    const broken = {
      ...deployment,
      spec: {
        ...deployment.spec,
        replicas: "one",
        template: {
          ...deployment.spec.template,
          spec: {
            ...deployment.spec.template.spec,
            containers: [{ ...container, readinessProbe: { httpGet: { path: HEALTH_PATH } } }],
          },
        },
      },
    };
    const [problem] = schemaProblems("broken.yaml", [broken]);
    expect(problem).toMatch(/^broken\.yaml: Deployment integration-contracts-sandbox: .*replicas must be integer/);
    expect(problem).toContain("readinessProbe/httpGet must have required property port");
  });
});

describe("the manifests fit each other and the sandbox's image", () => {
  const deployment = only("Deployment");
  const pod = deployment.spec.template;
  const container = pod.spec.containers[0];
  const env = new Map<string, Json>(container.env.map((variable: Json) => [variable.name, variable]));
  const portByName = new Map<string, number>(container.ports.map((port: Json) => [port.name, port.containerPort]));
  const base = Number(env.get("SANDBOX_BASE_PORT").value);
  const services = listMockServices(join(projectRoot, "generated", "specs"));
  const identity = services.find((service) => service.name === "identity-provider")!;

  it("the container listens on the base port plus each service's offset, and the Service names every port", () => {
    expect([...portByName.values()].sort()).toEqual(services.map((service) => base + service.portOffset).sort());
    const service = only("Service");
    expect(service.spec.selector).toEqual(pod.metadata.labels);
    expect(service.spec.ports.map((port: Json) => [port.port, portByName.get(port.targetPort)]).sort()).toEqual(
      [...portByName.values()].sort().map((port) => [port, port]),
    );
  });

  it("the startup, readiness and liveness probes ask GET /_sandbox/health of the identity provider's port", () => {
    for (const probe of ["startupProbe", "readinessProbe", "livenessProbe"])
      expect([probe, container[probe].httpGet.path, portByName.get(container[probe].httpGet.port)]).toEqual([
        probe,
        HEALTH_PATH,
        base + identity.portOffset,
      ]);
  });

  it("every SANDBOX_ variable is a sandbox command option; the issuer is the Service's identity port", () => {
    const options = Object.keys(sandboxCommand.options);
    const named = [...env.keys()].map((name) => name.slice("SANDBOX_".length).toLowerCase().replace(/_/g, "-"));
    expect(named.filter((option) => !options.includes(option))).toEqual([]);
    expect(env.get("SANDBOX_PUBLIC_URL").value).toBe(
      `http://${only("Service").metadata.name}:${base + identity.portOffset}`,
    );
  });

  it("the control token comes from the Secret's key, whose value the sandbox accepts as a token", () => {
    const secret = only("Secret");
    const reference = env.get("SANDBOX_CONTROL_TOKEN").valueFrom.secretKeyRef;
    expect(reference.name).toBe(secret.metadata.name);
    const token: string = secret.stringData[reference.key];
    expect([token.length >= 16, /\s/.test(token)]).toEqual([true, false]);
  });

  it("the state folder is the claimed volume, written by the image's user, and the budget selects the pod", () => {
    const claim = only("PersistentVolumeClaim");
    const mount = container.volumeMounts.find((m: Json) => m.mountPath === env.get("SANDBOX_STATE_DIR").value);
    const volume = pod.spec.volumes.find((v: Json) => v.name === mount.name);
    expect(volume.persistentVolumeClaim.claimName).toBe(claim.metadata.name);
    expect([
      deployment.spec.strategy.type,
      pod.spec.securityContext.runAsUser,
      pod.spec.securityContext.fsGroup,
    ]).toEqual(["Recreate", 65532, 65532]);
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(only("PodDisruptionBudget").spec.selector.matchLabels).toEqual(pod.metadata.labels);
  });
});
