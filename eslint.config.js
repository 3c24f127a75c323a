// npm run lint's ESLint: typescript-eslint's recommended rules with type information over every
// TypeScript file the root tsconfig.json compiles, the same rules without types where this repository
// cannot resolve the imports (the examples and the consumer fixtures build against the installed
// package), and ESLint's recommended rules over the Spectral functions. Prettier lays the code out; the
// one layout rule here is the line length, for the strings and comments Prettier does not break.
import js from "@eslint/js";
import stylistic from "@stylistic/eslint-plugin";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["generated/", "dist/", "tools/dist/", "coverage/", "site/", "release/", "test/.artifacts/", ".scratch/"],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error", reportUnusedInlineConfigs: "error" },
    plugins: { "@stylistic": stylistic },
    rules: {
      // A URL or a regex literal cannot be broken and stay one; every other line, strings and comments
      // too, fits in 120.
      "@stylistic/max-len": ["error", { code: 120, tabWidth: 2, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Open JSON (a parsed spec document, an answer body read by a test) is `any` on purpose, each kind
      // through one named alias (`Json`) whose `any` no-explicit-any makes say why; these rules would
      // flag every read of one (three quarters of all findings when they were turned on).
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      // An async fake of an async API (a fetch, a token endpoint) fails by rejecting, as the real one
      // does, which is why it is async even when it awaits nothing.
      "@typescript-eslint/require-await": "off",
      // A reason this code did not make (an abort signal's, a caught error) passes on as it came, as a
      // `throw` of one does under only-throw-error.
      "@typescript-eslint/prefer-promise-reject-errors": [
        "error",
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // A variable a callback reads before the one assignment that follows it cannot be a const.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // `_` marks a name bound only to be left out: a rest sibling, an argument a signature requires.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: [
      "examples/**/*.ts",
      "test/fixtures/consumer/**/*.ts",
      "test/fixtures/partner/**/*.ts",
      "test/fixtures/testcontainers-consumer/**/*.ts",
    ],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ["**/*.js"],
    extends: [js.configs.recommended],
  },
);
