import tseslint from 'typescript-eslint';

const providerRootImport = {
  // The package root only; `@cdktf/provider-x/lib/<resource>` is the allowed form.
  regex: '^@cdkt[fn]/provider-(?!generator$)[a-z0-9-]+/?$',
  message:
    'Import the resource by deep path (@cdktf/provider-x/lib/<resource>): the package root loads every resource and costs seconds and hundreds of MB.',
};

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
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'cdktf', message: "Import the framework from src/core/framework, the one module that may name 'cdktf'." }],
          patterns: [providerRootImport],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
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
    // The staging program runs in the cloud on plain Node.js (CommonJS, built-in modules only).
    files: ['programs/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
