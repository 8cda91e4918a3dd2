/**
 * The two frameworks an app can be written for, with the versions `init` pins and CI tests
 * (`.ci/run` runs the unit tier and the example synth a second time with CDK Terrain).
 *
 * The library imports `cdktf` (src/core/framework.ts), and so do the `@cdktf/provider-*` bindings it
 * uses; CDK Terrain keeps cdktf's class names, token markers and synthesized JSON. A CDK Terrain app
 * therefore installs `cdktf` as an npm alias of the same `cdktn` version, and `overrides` it so that
 * the bindings' `cdktf ^0.21.0` peer takes the alias too. TypeScript sees one framework (it treats
 * two installs of one package name and version as one), and the framework's `isX` checks, which the
 * library uses instead of `instanceof`, hold across the two copies Node.js loads.
 */

/** The framework a generated app is written for. */
export enum Framework {
  /** HashiCorp's CDK for Terraform, archived at 0.21.0. */
  CDKTF = 'cdktf',
  /** CDK Terrain, cdktf's community continuation (https://github.com/open-constructs/cdk-terrain). */
  CDKTN = 'cdktn',
}

/** What an app of one framework installs and runs. */
export interface FrameworkPackages {
  readonly title: string;
  /** The module the app imports `App`, `TerraformStack` and `Testing` from, and its version. */
  readonly module: string;
  readonly version: string;
  /** The command-line package, its version and the command it installs. */
  readonly cli: { readonly name: string; readonly version: string; readonly command: string };
  /** constructs, within the framework's peer range. */
  readonly constructs: string;
  /** The app's `engines.node`: the newest floor of the framework, its CLI and this library. */
  readonly node: string;
  /** Dependencies beside the framework that make the library's `cdktf` imports load it (npm aliases). */
  readonly aliases: Readonly<Record<string, string>>;
  /** The app's npm `overrides`, so that the bindings' peers take the aliases. */
  readonly overrides: Readonly<Record<string, string>>;
}

/**
 * The Node.js releases this library supports: Node.js 22 from its first LTS release (22.11.0, the
 * floor CDK Terrain's prebuilt bindings declare) and later. Node.js 20 left maintenance in April 2026.
 */
export const SUPPORTED_NODE = '>=22.11.0';

/** The major version of Node.js the generated `.nvmrc` names. */
export const NVMRC_NODE = '22';

export const FRAMEWORKS: Readonly<Record<Framework, FrameworkPackages>> = {
  [Framework.CDKTF]: {
    title: 'CDK for Terraform',
    module: 'cdktf',
    version: '0.21.0',
    cli: { name: 'cdktf-cli', version: '0.21.0', command: 'cdktf' },
    constructs: '10.4.2',
    node: SUPPORTED_NODE,
    aliases: {},
    overrides: {},
  },
  [Framework.CDKTN]: {
    title: 'CDK Terrain',
    module: 'cdktn',
    version: '0.24.0',
    // cdktn-cli 0.24.0 declares engines node >=22.19.0 (on Node.js 20 it stops at start-up).
    cli: { name: 'cdktn-cli', version: '0.24.0', command: 'cdktn' },
    // cdktn 0.24.0's peer range: constructs >=10.6.0 <10.8.0.
    constructs: '10.7.2',
    node: '>=22.19.0',
    aliases: { cdktf: 'npm:cdktn@0.24.0' },
    overrides: { cdktf: '$cdktf' },
  },
};
