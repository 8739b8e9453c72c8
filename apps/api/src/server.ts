// The API process as production runs it: the server alone. The demo's start, which also seeds an
// empty database with the demo accounts and their data, is db/seed/demo-server.ts (`npm start`).
import { startProcess } from './start';

startProcess();
