// The page's style sheet is imported for esbuild to bundle (scripts/inspector/build.ts), not read by
// any code: TypeScript 7 checks side-effect imports, so it must know a .css import is one.
declare module "*.css";
