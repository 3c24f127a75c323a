// What the docs site holds, apart from the code that builds it, so the pages read it without importing the build.

export interface DocsPage {
  readonly spec: string;
  readonly file: string;
  readonly kind: "openapi" | "asyncapi";
  readonly title: string;
  readonly version: string;
}

export interface Gap {
  readonly spec: string;
  readonly path: string;
  readonly text: string;
}

export interface DocsSite {
  readonly pages: DocsPage[];
  readonly gaps: Gap[];
}
