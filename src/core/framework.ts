/**
 * The one place the library imports the CDK for Terraform framework from.
 *
 * cdktf was archived upstream at 0.21.0; its community fork (CDK Terrain, `cdktn`) keeps the same
 * class names. Every module, including the generated alicloud bindings, imports the framework
 * through this file, so moving to the fork is a change here (plus the provider packages).
 */
export * from 'cdktf';
