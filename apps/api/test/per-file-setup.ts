import { restartFactoryCounters } from './factories/counters';

// Runs before every test file, also when the worker's modules are shared between files.
restartFactoryCounters();
