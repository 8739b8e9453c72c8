// The scale-out benchmark, the cross-process event test and `npm run start:cluster` run Debian's
// nginx with the repository's configuration (deploy/nginx.conf.template).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

if (!fs.existsSync(NGINX)) {
  if (process.getuid?.() !== 0) {
    console.error(`nginx is missing at ${NGINX}. Install it with: sudo apt-get install -y nginx`);
    process.exit(1);
  }
  console.log('Installing Debian nginx for the load-balancer tests...');
  // Installed, not started: the tests run their own nginx on spare ports.
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq nginx',
    { stdio: 'inherit' },
  );
}
