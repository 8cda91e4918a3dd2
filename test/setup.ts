import { Testing } from '../src/core/framework';
// Type declarations only (the toHaveResource* matchers on `expect`); setupJest() installs them.
import 'cdktf/lib/testing/adapters/jest';

Testing.setupJest();
