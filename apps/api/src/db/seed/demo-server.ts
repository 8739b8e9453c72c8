// `npm start`: the API process of server.ts, on a database that, when empty, is first seeded with
// the demo accounts and their data (unless DEMO_DATA=false). Production runs server.ts, which
// loads none of the seed.
import { createFileStorage } from '../../modules/fms/files/create-file-storage';
import { startProcess } from '../../start';
import { DEMO_USER, OTHER_USER } from './demo-accounts';
import { isEmpty, seedDemoData } from './seed';

startProcess({
  async prepare(database, config, log) {
    if (!config.demoData || !(await isEmpty(database.db))) return;
    log.info('empty database: seeding the demo data');
    await seedDemoData(database.db, { storage: createFileStorage(config) });
  },
  greeting: [
    '  Demo logins:',
    `    ${DEMO_USER.phone} (${DEMO_USER.email}) / ${DEMO_USER.password}  - three merchant accounts`,
    `    ${OTHER_USER.phone} (${OTHER_USER.email}) / ${OTHER_USER.password}  - one other merchant account`,
  ],
});
