import { Testing } from '../src/core/framework';

Testing.setupJest();
