// Brings cdktf's jest matcher types (toHaveResourceWithProperties, ...) into the type-check;
// test/setup.ts registers the matchers at run time with Testing.setupJest().
import 'cdktf/lib/testing/adapters/jest';
