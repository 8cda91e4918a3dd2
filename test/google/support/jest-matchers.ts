// Types for cdktf's jest matchers (toHaveResourceWithProperties, ...), which test/setup.ts installs.
import 'cdktf/lib/testing/adapters/jest';
