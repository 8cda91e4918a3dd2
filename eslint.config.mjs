import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';

const providerRootImport = {
  // The package root only; `@cdktf/provider-x/lib/<resource>` is the allowed form.
  regex: '^@cdkt[fn]/provider-(?!generator$)[a-z0-9-]+/?$',
  message:
    'Import the resource by deep path (@cdktf/provider-x/lib/<resource>): the package root loads every resource and costs seconds and hundreds of MB.',
};

const frameworkImport = { name: 'cdktf', message: "Import the framework from src/core/framework, the one module that may name 'cdktf'." };

// src/core owns contracts and engines and knows no platform: platforms plug in through the registry
// (src/core/platform). Any depth of `../`, for import, import type, export ... from, require() and import().
const PLATFORM_PATH = '^(\\.\\./)+(alicloud|google|aws)(/|$)';
const platformMessage =
  'src/core must not depend on a platform folder: read platform facts from the registry (src/core/platform), and register the platform in its own folder (ARCHITECTURE.md, "How to add a platform").';
const platformImport = { regex: PLATFORM_PATH, message: platformMessage };
// The same path for selectors, whose regular expressions cannot hold a slash: \\W stands for it.
const PLATFORM_PATH_IN_SELECTOR = '^([.][.]\\W)+(alicloud|google|aws)(\\W|$)';
const platformRequire = [
  `CallExpression[callee.name='require'] > Literal.arguments[value=/${PLATFORM_PATH_IN_SELECTOR}/]`,
  `ImportExpression > Literal.source[value=/${PLATFORM_PATH_IN_SELECTOR}/]`,
  `TSImportType Literal[value=/${PLATFORM_PATH_IN_SELECTOR}/]`,
].map((selector) => ({ selector, message: platformMessage }));

// `x instanceof TerraformResource` is false for an object of a second copy of the framework (cdktn
// installed beside `cdktf` aliased to it, a nested install): the provider prop was once dropped that
// way. The framework's own checks (`TerraformResource.isTerraformResource`, `TerraformStack.isStack`,
// `App.isApp`, `Construct.isConstruct`, `Token.isUnresolved`) read a Symbol.for marker every copy shares.
// The names are every class the framework exports (read from it, so a class a new release adds is
// covered), constructs' Construct, and any provider class (`AwsProvider`, `GoogleProvider`, ...).
const frameworkClasses = Object.entries(createRequire(import.meta.url)('cdktf'))
  .filter(([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name))
  .map(([name]) => name);
const FRAMEWORK_CLASS = `/^(${[...frameworkClasses, 'Construct', '\\w+Provider'].join('|')})$/`;
const frameworkInstanceofMessage =
  "instanceof on a framework class is false for an object of a second copy of the framework: use the framework's check (TerraformResource.isTerraformResource, TerraformProvider.isTerraformProvider, TerraformStack.isStack, App.isApp, Construct.isConstruct, Token.isUnresolved).";
const frameworkInstanceof = [
  `BinaryExpression[operator='instanceof'] > Identifier.right[name=${FRAMEWORK_CLASS}]`,
  `BinaryExpression[operator='instanceof'] > MemberExpression.right > Identifier.property[name=${FRAMEWORK_CLASS}]`,
].map((selector) => ({ selector, message: frameworkInstanceofMessage }));

// A validation that warns must install the stack's warning printer before validation starts, or its
// warning is never printed: src/core/advice.ts's addSynthCheck does both, so it is the only way in.
const synthCheckOnly = [
  {
    selector: "CallExpression[callee.property.name='addValidation']",
    message:
      "Register a synth-time check with addSynthCheck (src/core/advice.ts): it installs the warning printer a check's warnings need.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'lib/**',
      'bench/.tmp/**',
      'node_modules/**',
      'cdktf.out/**',
      'src/alicloud/generated/**',
      'src/aws/generated/**',
      'docs/**',
      'coverage/**',
      // Verbatim excerpts of published binding packages.
      'test/support/schemas/fixtures/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [frameworkImport],
          patterns: [providerRootImport],
        },
      ],
      'no-restricted-syntax': ['error', ...frameworkInstanceof],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...frameworkInstanceof, ...synthCheckOnly],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [frameworkImport], patterns: [providerRootImport, platformImport] }],
      'no-restricted-syntax': ['error', ...frameworkInstanceof, ...platformRequire, ...synthCheckOnly],
    },
  },
  {
    // The one module that adds validations: addSynthCheck and the stack's warning printer.
    files: ['src/core/advice.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...frameworkInstanceof, ...platformRequire],
    },
  },
  {
    // The framework module names cdktf for the library; examples and the packed-install apps import
    // it as a user's app does.
    files: ['src/core/framework.ts', 'examples/**/*.ts', 'test/package/apps/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [providerRootImport] }],
    },
  },
  {
    files: ['src/core/framework.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [providerRootImport, platformImport] }],
    },
  },
  {
    // The staging program runs in the cloud on plain Node.js (CommonJS, built-in modules only).
    files: ['programs/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
