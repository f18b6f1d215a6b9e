// Demo content written for Reef: a small, believable community about running software on servers.

export type DemoTutorial = {
  title: string;
  subType:
    | 'tutorial'
    | 'conceptual-article'
    | 'cheatsheet'
    | 'tech-talk'
    | 'book'
    | 'meetup-kit'
    | 'learning-path'
    | 'developer-center';
  tags: string[];
  description: string;
  /** Topic words used to write the body. */
  tool: string;
  install: string;
  service: string;
  video?: string;
  /** A reader's comment under the tutorial, written for it. */
  comment?: string;
};

export const DEMO_TAGS = [
  'Ubuntu',
  'Nginx',
  'Docker',
  'PostgreSQL',
  'Node.js',
  'Python',
  'Security',
  'Networking',
  'Kubernetes',
  'Redis',
  'MySQL',
  'Git',
  'Go',
  'Monitoring',
  'Backups',
  'Linux Basics',
  'DevOps',
  'Databases',
  'JavaScript',
  "Let's Encrypt",
];

export const DEMO_TUTORIALS: DemoTutorial[] = [
  {
    title: 'How To Install Nginx on Ubuntu 24.04',
    subType: 'tutorial',
    tags: ['Ubuntu', 'Nginx'],
    description: 'Install Nginx, open the firewall and serve your first site.',
    tool: 'nginx',
    install: 'sudo apt install -y nginx',
    service: 'nginx',
    video: 'dQw4w9WgXcQ',
    comment:
      'Worked first time on a fresh Tidal server. One habit worth adding: run `sudo nginx -t` before every reload, it catches the typo before it takes the site down.',
  },
  {
    title: "How To Secure Nginx with Let's Encrypt",
    subType: 'tutorial',
    tags: ['Nginx', 'Security', "Let's Encrypt"],
    description: 'Get a free TLS certificate and renew it automatically.',
    tool: 'certbot',
    install: 'sudo apt install -y certbot python3-certbot-nginx',
    service: 'nginx',
    comment:
      'No need for your own cron job, by the way: the package installs a renewal timer. `systemctl list-timers | grep certbot` shows when it runs next.',
  },
  {
    title: 'How To Install and Use Docker on Ubuntu',
    subType: 'tutorial',
    tags: ['Docker', 'Ubuntu'],
    description: 'Install Docker Engine and run your first container.',
    tool: 'docker',
    install: 'sudo apt install -y docker.io',
    service: 'docker',
    comment:
      'Adding my user to the docker group saved a lot of typing. Worth knowing that membership of that group is as good as root on the machine, though.',
  },
  {
    title: 'How To Install PostgreSQL on Ubuntu',
    subType: 'tutorial',
    tags: ['PostgreSQL', 'Ubuntu', 'Databases'],
    description: 'Install PostgreSQL, create a role and a database.',
    tool: 'postgresql',
    install: 'sudo apt install -y postgresql',
    service: 'postgresql',
    comment:
      'Clear and short, thanks. Could you add a part on remote connections? I always forget that it takes both `listen_addresses` and a line in pg_hba.conf.',
  },
  {
    title: 'How To Set Up a Node.js Application for Production',
    subType: 'tutorial',
    tags: ['Node.js', 'Nginx', 'JavaScript'],
    description: 'Run a Node.js app under systemd behind an Nginx reverse proxy.',
    tool: 'node',
    install: 'sudo apt install -y nodejs npm',
    service: 'myapp',
    comment:
      'I would add `Restart=on-failure` to the unit. My app crashed at 3 a.m. once and stayed down until I woke up.',
  },
  {
    title: 'How To Set Up a Firewall with UFW',
    subType: 'tutorial',
    tags: ['Security', 'Networking', 'Ubuntu'],
    description: 'Allow only the traffic your server needs.',
    tool: 'ufw',
    install: 'sudo apt install -y ufw',
    service: 'ufw',
    comment:
      'Please make the `ufw allow OpenSSH` step bold. I enabled the firewall first and spent my evening in the recovery console.',
  },
  {
    title: 'How To Harden OpenSSH on Ubuntu',
    subType: 'tutorial',
    tags: ['Security', 'Linux Basics'],
    description: 'Keys only, no root login, and a few more sensible settings.',
    tool: 'sshd',
    install: 'sudo apt install -y openssh-server',
    service: 'ssh',
    comment:
      'Turned off password logins after reading this. The bots still knock, but now they are turned away before they ever get a password prompt.',
  },
  {
    title: 'How To Install and Secure Redis',
    subType: 'tutorial',
    tags: ['Redis', 'Databases', 'Security'],
    description: 'Install Redis, require a password and bind it to localhost.',
    tool: 'redis',
    install: 'sudo apt install -y redis-server',
    service: 'redis-server',
    comment:
      'Good reminder that Redis must never listen on a public interface. Is `requirepass` still the way to go now that Redis has ACL users?',
  },
  {
    title: 'How To Back Up a MySQL Database with mysqldump',
    subType: 'tutorial',
    tags: ['MySQL', 'Backups', 'Databases'],
    description: 'Dump, compress and restore MySQL databases on a schedule.',
    tool: 'mysqldump',
    install: 'sudo apt install -y mysql-client',
    service: 'mysql',
  },
  {
    title: 'How To Deploy a Go Web Service with systemd',
    subType: 'tutorial',
    tags: ['Go', 'DevOps'],
    description: 'Build a static Go binary and keep it running with systemd.',
    tool: 'go',
    install: 'sudo snap install go --classic',
    service: 'goweb',
  },
  {
    title: 'How To Monitor a Server with Prometheus and Grafana',
    subType: 'tutorial',
    tags: ['Monitoring', 'DevOps'],
    description: 'Collect host metrics and draw your first dashboard.',
    tool: 'prometheus',
    install: 'sudo apt install -y prometheus prometheus-node-exporter',
    service: 'prometheus',
  },
  {
    title: 'How To Run a Python Flask App with Gunicorn',
    subType: 'tutorial',
    tags: ['Python', 'Nginx'],
    description: 'Serve a Flask application with Gunicorn and Nginx.',
    tool: 'gunicorn',
    install: 'pip install flask gunicorn',
    service: 'flaskapp',
  },
  {
    title: 'How To Create a Kubernetes Deployment',
    subType: 'tutorial',
    tags: ['Kubernetes', 'Docker', 'DevOps'],
    description: 'Write a Deployment and a Service and roll out a new version.',
    tool: 'kubectl',
    install: 'sudo snap install kubectl --classic',
    service: 'web',
  },
  {
    title: 'Understanding Linux File Permissions',
    subType: 'conceptual-article',
    tags: ['Linux Basics'],
    description: 'Owners, groups, modes and why chmod 777 is never the answer.',
    tool: 'chmod',
    install: 'ls -l',
    service: 'files',
  },
  {
    title: 'An Introduction to DNS Terminology and Records',
    subType: 'conceptual-article',
    tags: ['Networking'],
    description: 'Zones, records, TTLs and how a name becomes an address.',
    tool: 'dig',
    install: 'sudo apt install -y dnsutils',
    service: 'dns',
  },
  {
    title: 'What Is a Reverse Proxy?',
    subType: 'conceptual-article',
    tags: ['Nginx', 'Networking'],
    description: 'Why most web applications sit behind one.',
    tool: 'nginx',
    install: 'sudo apt install -y nginx',
    service: 'nginx',
  },
  {
    title: 'Git Cheatsheet',
    subType: 'cheatsheet',
    tags: ['Git'],
    description: 'The Git commands you use every day, on one page.',
    tool: 'git',
    install: 'sudo apt install -y git',
    service: 'git',
  },
  {
    title: 'Docker Cheatsheet',
    subType: 'cheatsheet',
    tags: ['Docker'],
    description: 'Images, containers, volumes and networks at a glance.',
    tool: 'docker',
    install: 'sudo apt install -y docker.io',
    service: 'docker',
  },
  {
    title: 'PostgreSQL Performance in Practice',
    subType: 'tech-talk',
    tags: ['PostgreSQL', 'Databases'],
    description: 'A talk about indexes, vacuum and reading query plans.',
    tool: 'psql',
    install: 'sudo apt install -y postgresql-client',
    service: 'postgresql',
    video: 'aqz-KE-bpKQ',
  },
  {
    title: 'The Little Book of Linux Servers',
    subType: 'book',
    tags: ['Linux Basics', 'Ubuntu'],
    description: 'A free book for people running their first server.',
    tool: 'bash',
    install: 'echo hello',
    service: 'server',
  },
  {
    title: 'Community Meetup Kit: Intro to Containers',
    subType: 'meetup-kit',
    tags: ['Docker', 'Kubernetes'],
    description: 'Slides, a workshop and notes to run your own meetup.',
    tool: 'docker',
    install: 'sudo apt install -y docker.io',
    service: 'docker',
  },
  {
    title: 'Learning Path: From Zero to Production',
    subType: 'learning-path',
    tags: ['DevOps', 'Ubuntu', 'Nginx'],
    description: 'A guided path from your first server to a monitored production app.',
    tool: 'ssh',
    install: 'ssh root@your_server_ip',
    service: 'app',
  },
  {
    title: 'Developer Center: Building with Managed Databases',
    subType: 'developer-center',
    tags: ['Databases', 'PostgreSQL', 'MySQL'],
    description: 'Connect applications to managed PostgreSQL and MySQL clusters.',
    tool: 'psql',
    install: 'sudo apt install -y postgresql-client',
    service: 'db',
  },
  {
    title: 'How To Schedule Jobs with Cron',
    subType: 'tutorial',
    tags: ['Linux Basics', 'DevOps'],
    description: 'Run scripts on a schedule and log what they do.',
    tool: 'cron',
    install: 'crontab -e',
    service: 'cron',
  },
];

/** The body of a demo tutorial: prerequisites, steps with labelled code, a callout, an optional video. */
export function tutorialBody(t: DemoTutorial): string {
  const video = t.video ? `\n\n[youtube ${t.video} 270 480]\n` : '';
  return `### Introduction

${t.description} This guide walks through every step on a fresh server, explains what each command does, and ends with a checklist.${video}

## Prerequisites

- A server running Ubuntu 24.04 with a non-root user that has \`sudo\` privileges.
- About 15 minutes.

<$>[note]
[label Note]
Replace \`your_domain\` with your own domain name in every command below.
<$>

## Step 1 — Installing ${t.tool}

Update the package index, then install:

\`\`\`command
sudo apt update
${t.install}
\`\`\`

## Step 2 — Configuring ${t.tool}

Open the configuration file in your editor:

\`\`\`
[label /etc/${t.service}/${t.service}.conf]
# Reef demo configuration
listen 80;
server_name your_domain;
\`\`\`

<$>[warning]
Keep a second SSH session open while you change network settings, so a typo cannot lock you out.
<$>

## Step 3 — Checking the Service

\`\`\`command
sudo systemctl status ${t.service}
\`\`\`

\`\`\`
[secondary_label Output]
● ${t.service}.service - ${t.tool}
     Active: active (running)
\`\`\`

## Conclusion

You installed and configured ${t.tool}. Next, read the related tutorials in the series, or ask a question if something did not work.
`;
}

/** A demo question with its thread, written for it: answers best first (the seed accepts the first on every other
 * question, so the first is the one the asker would pick), the asker's reply under the first answer, and a
 * member's comment under the question. */
export type DemoQuestion = {
  title: string;
  tags: string[];
  body: string;
  answers: string[];
  reply?: string;
  comment?: string;
};

const md = (...lines: string[]) => lines.join('\n');

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    title: 'Nginx returns 502 Bad Gateway after deploying my Node app',
    tags: ['Nginx', 'Node.js'],
    body: 'My app listens on port 3000 and `curl localhost:3000` works, but through Nginx I get a 502. What should I check?\n\nThanks in advance!',
    answers: [
      md(
        'A 502 means Nginx tried the upstream and got nothing usable back. Two things to look at:',
        '',
        '1. What Nginx says: `sudo tail -n 20 /var/log/nginx/error.log`. "connect() failed (111: Connection refused)" means wrong address or port, "upstream prematurely closed connection" means the app died mid-request.',
        '2. What the app actually binds to: `sudo ss -ltnp | grep 3000`.',
        '',
        'My bet: `curl localhost` tries both IPv6 and IPv4, Nginx does not. Node 17 and later can resolve `localhost` to `::1` first, so `app.listen(3000, "localhost")` ends up on IPv6 only while `proxy_pass http://127.0.0.1:3000;` knocks on IPv4. Use `127.0.0.1` on both sides.',
      ),
    ],
    reply:
      'That was it. `ss` showed the app on `[::1]:3000` only. Changed the listen call to `127.0.0.1` and the 502 is gone, thank you!',
    comment:
      'For anyone finding this on Rocky or Alma instead of Ubuntu: SELinux stops Nginx from connecting to upstreams until you run `sudo setsebool -P httpd_can_network_connect 1`. Same 502, different cause.',
  },
  {
    title: 'How do I allow only my IP to reach SSH with UFW?',
    tags: ['Security', 'Networking'],
    body: 'I want port 22 open for my home IP only. Is `ufw allow from` enough, and in which order do the rules apply?',
    answers: [
      md(
        '`ufw allow from` is enough as long as no other rule opens 22. Rules are checked top to bottom and the first match wins:',
        '',
        '```',
        'sudo ufw allow from 203.0.113.25 to any port 22 proto tcp',
        'sudo ufw delete allow OpenSSH',
        'sudo ufw status numbered',
        '```',
        '',
        'In the status output there must be no `22/tcp ALLOW Anywhere` or `OpenSSH ALLOW Anywhere` left, or everyone still gets in. Do it with a second session open, just in case.',
      ),
      'One caveat: home IPs change. The day your ISP gives you a new one you are locked out, so either allow a small range or keep a jump host with a fixed address. `sudo ufw insert 1 allow from ...` puts a rule at the top if you need it before an existing deny.',
    ],
    reply:
      'Thanks, the numbered status showed an old OpenSSH rule I had forgotten. If my IP does change, is the web console in the Tidal dashboard the only way back in?',
  },
  {
    title: 'Docker container cannot resolve DNS names',
    tags: ['Docker', 'Networking'],
    body: 'Inside the container `ping example.com` fails with "bad address" while the host resolves fine.',
    answers: [
      md(
        'Check what the container was given: `docker run --rm busybox cat /etc/resolv.conf`.',
        '',
        'The host\'s `127.0.0.53` (systemd-resolved) means nothing inside a container, so Docker hands the container the upstream servers instead, or public resolvers (8.8.8.8 and 8.8.4.4) when it finds none. The container then asks those servers directly. If your network only allows DNS to its own resolver, the queries go nowhere and you get exactly "bad address".',
        '',
        'Tell the daemon which resolvers to use in `/etc/docker/daemon.json`:',
        '',
        '```json',
        '{ "dns": ["10.10.0.2", "9.9.9.9"] }',
        '```',
        '',
        'then `sudo systemctl restart docker` and recreate the container; existing containers keep their old resolv.conf.',
      ),
      'Before blaming DNS, try `ping 9.9.9.9` from inside the container. If an IP fails too, it is not DNS at all: something (often a firewall change) set the FORWARD policy to DROP. `sudo iptables -L FORWARD -n | head` will show it.',
      'Quick way to confirm: `docker run --rm --dns 9.9.9.9 alpine nslookup example.com`. If that works, it is the resolver config, not the network.',
    ],
    reply:
      'The container had 8.8.8.8 in its resolv.conf, and our private network only allows DNS to the internal resolver, so every query was silently dropped. Setting `dns` in daemon.json fixed it, thanks!',
  },
  {
    title: 'PostgreSQL says "peer authentication failed for user"',
    tags: ['PostgreSQL', 'Databases'],
    body: 'Running `psql -U app` as my Linux user fails with peer authentication. How do I log in with a password instead?',
    answers: [],
    comment:
      'What does the `local` line in your pg_hba.conf say? `sudo -u postgres psql -c "show hba_file"` tells you where the file is.',
  },
  {
    title: 'Certbot renewal fails with "Connection refused"',
    tags: ["Let's Encrypt", 'Nginx'],
    body: 'The dry run fails on the HTTP challenge. Port 80 is open in UFW. What else could block it? Certbot 2.9, Ubuntu 22.04.',
    answers: [
      md(
        '"Connection refused" means something answered and said no, which is different from a firewall silently dropping packets (that would time out). The usual causes:',
        '',
        '- Nginx no longer listens on 80, for example after you replaced the port 80 server block with the HTTPS one. `sudo ss -ltnp | grep ":80 "` shows it.',
        "- The domain has an AAAA record and Nginx only listens on IPv4. Let's Encrypt prefers IPv6 when a record exists. Add `listen [::]:80;` or remove the record.",
        '- Nginx is not running at all, for example after a reload that failed on a config error: `sudo nginx -t && sudo systemctl status nginx`.',
        '',
        'Then run `sudo certbot renew --dry-run` again.',
      ),
      'Had exactly this and it was the AAAA record. `dig AAAA yourdomain.com +short`: if that prints anything, make sure the server really answers on that address.',
    ],
    reply:
      'The AAAA record! It still pointed at my old server. Removed it and the dry run passes now. Thanks a lot.',
  },
  {
    title: 'What is the difference between a volume and a bind mount?',
    tags: ['Docker'],
    body: 'When should I use a named volume and when a bind mount for a database container?',
    answers: [
      md(
        'For the database itself, a named volume. Docker creates it with the right ownership the first time the container starts, it survives `docker compose down`, and you never have to think about which UID the image runs as.',
        '',
        'Bind mounts are for files you edit on the host: config files, or your source code while developing.',
        '',
        '```yaml',
        'services:',
        '  db:',
        '    image: postgres:16',
        '    volumes:',
        '      - pgdata:/var/lib/postgresql/data',
        '      - ./init.sql:/docker-entrypoint-initdb.d/init.sql:ro',
        'volumes:',
        '  pgdata:',
        '```',
      ),
      'Bind mounts work for databases too if you want the data in a known place for your backup tool. Mind the permissions though: the Debian-based postgres image runs as UID 999, so `sudo chown -R 999:999 ./data` first.',
      'Whichever you pick, do not back it up by copying files while the database runs. `docker compose exec db pg_dump -U postgres mydb > dump.sql` is the safe way.',
    ],
    reply:
      'Makes sense, named volume it is. Where does Docker keep it on disk, in case I ever need to find the files?',
  },
  {
    title: 'Redis uses all my memory',
    tags: ['Redis'],
    body: 'Redis grows until the server swaps. How do I cap its memory and what eviction policy makes sense for a cache?',
    answers: [
      md(
        'Out of the box Redis has no memory limit and the policy is `noeviction`. Set both in `/etc/redis/redis.conf`:',
        '',
        '```',
        'maxmemory 512mb',
        'maxmemory-policy allkeys-lru',
        '```',
        '',
        '`allkeys-lru` is the usual choice for a pure cache: at the limit, Redis drops the least recently used keys. If some keys must never go (sessions, queues), use `volatile-lru` and give only the cache keys a TTL. Keys without a TTL can then still fill it up, and writes fail with an OOM error instead.',
        '',
        'You can try it live with `redis-cli config set maxmemory 512mb`, then put it in the file and `sudo systemctl restart redis-server`.',
      ),
    ],
    reply: '`allkeys-lru` with a 1 GB cap did it. Memory has been flat for two days now. Thanks!',
    comment:
      'Also worth checking whether something writes keys that never expire. `redis-cli --bigkeys` found a job queue of ours that nobody was draining.',
  },
  {
    title: 'How can I see which process listens on a port?',
    tags: ['Linux Basics', 'Networking'],
    body: 'Something already uses port 80 and Nginx fails to start. How do I find out what it is?',
    answers: [],
  },
  {
    title: 'Kubernetes pod stuck in CrashLoopBackOff',
    tags: ['Kubernetes'],
    body: 'My pod restarts forever. `kubectl logs` shows nothing useful. Where do I look next?',
    answers: [
      md(
        '`kubectl logs` shows the current container, which has often only just started. You want the one that crashed:',
        '',
        '```',
        'kubectl logs <pod> --previous',
        'kubectl describe pod <pod>',
        '```',
        '',
        'In `describe`, look at Last State. `Reason: OOMKilled` means the memory limit is too low. `Exit Code: 1` with empty logs usually means the process fails before it logs anything: a missing environment variable, a secret that does not exist, a wrong command. A failing liveness probe shows up under Events.',
      ),
      'If the entrypoint exits straight away, start a copy of the pod with a shell instead: `kubectl debug <pod> -it --copy-to=debug --container=app -- sh`, then run the command by hand and watch it fail.',
      'Check the liveness probe as well. Ours pointed at `/healthz` on the wrong port, so Kubernetes kept killing a perfectly healthy app.',
    ],
    reply:
      '`--previous` showed it right away: the app could not read DATABASE_URL because the secret name in the manifest had a typo. Thanks!',
  },
  {
    title: 'Is it safe to run apt upgrade on a production server?',
    tags: ['Ubuntu', 'Security'],
    body: 'I am afraid of breaking things. How do others handle updates on single servers?\n\nThanks in advance!',
    answers: [
      md(
        'On an LTS release `apt upgrade` only brings security and bug-fix updates within that release; `do-release-upgrade` is the risky one. What I do on single servers:',
        '',
        '- Leave `unattended-upgrades` on for security updates (it is on by default on Ubuntu Server).',
        '- Take a snapshot before bigger manual upgrades, so rolling back is one click.',
        '- Look at `apt list --upgradable` first, and hold what must not move: `sudo apt-mark hold docker-ce`.',
        '- Afterwards check for `/var/run/reboot-required` and reboot in a quiet hour if a new kernel came in.',
      ),
    ],
    reply:
      'Very helpful, thanks. Does a snapshot capture a running database consistently, or should I stop it first?',
    comment:
      '+1 for snapshots. They take a couple of minutes on a small Tidal server and saved me once when a kernel update would not boot.',
  },
  {
    title: 'MySQL dump is huge, how do I compress it on the fly?',
    tags: ['MySQL', 'Backups'],
    body: 'My dump is 40 GB. Can I pipe mysqldump into gzip without writing the raw file first?',
    answers: [
      md(
        'Yes, just pipe it:',
        '',
        '```',
        'mysqldump --single-transaction --quick --routines mydb | gzip > mydb-$(date +%F).sql.gz',
        '```',
        '',
        '`--single-transaction` gives a consistent snapshot of InnoDB tables without locking them, and `--quick` streams rows instead of buffering whole tables (it is on by default, I just like being explicit). If you have cores to spare, `pigz` is a drop-in replacement for gzip that uses all of them.',
        '',
        'Restore with `gunzip < mydb.sql.gz | mysql mydb`.',
      ),
      'zstd is faster than gzip and compresses smaller in my experience: `mysqldump ... | zstd -T0 > mydb.sql.zst`. `-T0` uses every core.',
    ],
    reply:
      'Piping into pigz took it from 40 GB to about 6 GB, and the dump finishes in half the time. Thanks!',
  },
  {
    title: 'Go binary works locally but "exec format error" on the server',
    tags: ['Go'],
    body: 'I built on my Mac and copied the binary to the server. It will not run. Why?',
    answers: [],
  },
  {
    title: 'Prometheus node exporter shows no disk metrics',
    tags: ['Monitoring'],
    body: 'CPU and memory graphs work but the filesystem panels are empty.',
    answers: [
      md(
        'First find out whether it is the exporter or the dashboard: query `node_filesystem_avail_bytes` in the Prometheus UI. If data comes back, the panel is the problem. Many dashboards filter on `device` or `fstype`, and cloud servers have `/dev/vda1` rather than `/dev/sda1`.',
        '',
        "If the query is empty and node_exporter runs in Docker, it only sees the container's own filesystem. Give it the host's:",
        '',
        '```',
        'docker run -d --net=host --pid=host -v /:/host:ro,rslave \\',
        '  prom/node-exporter --path.rootfs=/host',
        '```',
      ),
    ],
    reply:
      'It was the dashboard: the panels filtered on `device=~"/dev/sd.*"` and my disk is `/dev/vda1`. Fixed the regex and everything shows up.',
    comment:
      'Which dashboard are you using? Some older ones query the metric names from before node_exporter 0.16 (without `_bytes`), and those panels stay empty on current versions.',
  },
  {
    title: 'Gunicorn workers keep timing out',
    tags: ['Python'],
    body: 'Requests that take more than 30 seconds kill the worker. Should I raise the timeout or is there a better way? This is Flask with the default sync workers.',
    answers: [
      md(
        'Raising `--timeout` mostly hides the problem. A sync worker handles one request at a time, so every 60-second request blocks a whole worker. Work that slow belongs in a background job: answer 202 straight away, do the work in a queue (RQ, Celery, or even a script run by cron) and let the client poll for the result.',
        '',
        'If the slow requests mostly wait on I/O, like calling another API, a threaded worker helps instead:',
        '',
        '```',
        'gunicorn --worker-class gthread --threads 4 --timeout 60 app:app',
        '```',
        '',
        "And keep Nginx's `proxy_read_timeout` at least as long as Gunicorn's, or Nginx gives up first and you get 504s.",
      ),
      'For a rarely used admin export I just set `--timeout 120` and moved on. Not everything needs a queue.',
    ],
    reply:
      'Moving the report generation to RQ sounds right. Does the RQ worker need its own systemd unit, or can it run in the same one as Gunicorn?',
  },
  {
    title: 'How do I run a cron job every 5 minutes but only on weekdays?',
    tags: ['Linux Basics'],
    body: 'What is the right crontab expression, and how do I log its output?',
    answers: [
      md(
        '```',
        '*/5 * * * 1-5 /home/deploy/bin/sync.sh >> /home/deploy/sync.log 2>&1',
        '```',
        '',
        "The fields are minute, hour, day of month, month and day of week; `1-5` is Monday to Friday. Don't skip the `2>&1`: without it errors go to cron's mail, which usually goes nowhere, and you wonder why the log is empty.",
        '',
        'Also use absolute paths inside the script. Cron runs with a minimal PATH, so a command that works in your shell can be "not found" under cron.',
      ),
      'And if you only want working hours as well: `*/5 9-17 * * 1-5`.',
      'On a systemd machine a timer with `OnCalendar=Mon..Fri *-*-* *:00/5:00` does the same, and its output lands in the journal without any redirection.',
    ],
    reply:
      'The `2>&1` was the missing piece. The schedule was right, I just never saw the errors: the script needed the full path to `pg_dump`. Thanks!',
  },
  {
    title: 'Git asks for my password on every push',
    tags: ['Git'],
    body: 'I cloned over HTTPS and now every push prompts for credentials. How do I switch to SSH keys?',
    answers: [],
    comment:
      'If you would rather stay on HTTPS, a credential helper stops the prompts too: `git config --global credential.helper cache` remembers the token for 15 minutes, `--timeout` makes that longer. Avoid `store` on shared machines, it keeps the token in plain text.',
  },
  {
    title: 'Should I put my database on the same server as my app?',
    tags: ['Databases', 'DevOps'],
    body: 'Small project, tight budget. What are the trade-offs?',
    answers: [
      md(
        'For a small project the same server is fine, and often faster since there is no network hop. What to keep in mind:',
        '',
        "- They compete for memory. A quarter of RAM for PostgreSQL's `shared_buffers` is the usual advice for a dedicated box; go lower when the app lives next to it.",
        '- It is one machine to lose, so keep backups off the server, not only snapshots of it.',
        '- Moving the database later should be a config change: read the connection from `DATABASE_URL` from day one.',
        '',
        'When you outgrow it, a managed database is one dump and restore away.',
      ),
      'We ran the app and MySQL on one 4 GB server for two years. The only real pain was a runaway query taking the whole site down with it.',
    ],
    reply:
      'Keeping it on one server for now, with nightly dumps to object storage, and `DATABASE_URL` is already in place. Thanks for the clear list.',
  },
  {
    title: 'Nginx serves the default page instead of my site',
    tags: ['Nginx'],
    body: 'I created a server block but still see "Welcome to nginx". What did I miss?',
    answers: [
      md(
        'Usually one of three things:',
        '',
        '1. The file is in `sites-available` but not linked: `sudo ln -s /etc/nginx/sites-available/mysite /etc/nginx/sites-enabled/`',
        '2. `server_name` does not match the host you type. Visiting by IP lands on the default server.',
        '3. Nginx was never reloaded: `sudo nginx -t && sudo systemctl reload nginx`',
        '',
        '`sudo nginx -T | grep server_name` lists every server block Nginx actually loaded.',
      ),
      'Or remove the default site: `sudo rm /etc/nginx/sites-enabled/default`. With only your site left, it becomes the default server.',
      'Try a private window too. I once lost an hour to a redirect my browser had cached.',
    ],
    reply:
      "It was number 1, I never created the symlink. The domain works now, but the server's IP still shows the welcome page. Is that expected?",
  },
  {
    title: 'How do I change the SSH port safely?',
    tags: ['Security', 'Linux Basics'],
    body: 'I want to move SSH away from 22 without locking myself out.',
    answers: [
      md(
        'Order matters: open the new port first, close the old one last.',
        '',
        '```',
        'sudo ufw allow 2222/tcp',
        '# in /etc/ssh/sshd_config: Port 2222',
        'sudo sshd -t',
        'sudo systemctl restart ssh',
        '```',
        '',
        'Then, without closing your current session, open a new terminal and run `ssh -p 2222 you@your_server_ip`. Only when that works, `sudo ufw delete allow OpenSSH`.',
        '',
        'edit: on Ubuntu 24.04 sshd is socket-activated, so after changing the port run `sudo systemctl daemon-reload && sudo systemctl restart ssh.socket`, otherwise it keeps listening on 22.',
      ),
    ],
    reply:
      'The socket activation bit was exactly why it stayed on 22. `daemon-reload` plus restarting `ssh.socket` did it, and I am still logged in. Thanks!',
    comment:
      'Worth saying: another port cuts the log noise but is not much protection by itself. Keys only and `PasswordAuthentication no` matter far more.',
  },
  {
    title: 'Docker compose service cannot reach another service by name',
    tags: ['Docker'],
    body: 'My app container cannot connect to `db:5432` even though both are in the same compose file.',
    answers: [],
  },
  {
    title: 'PostgreSQL query is slow although there is an index',
    tags: ['PostgreSQL'],
    body: 'EXPLAIN shows a sequential scan. Why would the planner ignore my index? The table has about 2 million rows.\n\nThanks in advance!',
    answers: [
      md(
        'The common reasons:',
        '',
        '- The query matches a large share of the table. Reading 30% of the rows through an index is slower than one sequential pass, so the planner is right.',
        '- The statistics are stale. Run `ANALYZE my_table;` and try again.',
        "- The condition is not the indexed expression. `WHERE lower(email) = $1` cannot use an index on `email`, and a cast on the column (`WHERE id::text = '42'`) has the same effect.",
        "- `LIKE '%foo%'` never uses a btree index; that needs a trigram index from `pg_trgm`.",
        '',
        'If none of these fit, post the output of `EXPLAIN (ANALYZE, BUFFERS)` and the index definition.',
      ),
      'Try `SET enable_seqscan = off;` in your session and run `EXPLAIN ANALYZE` again. If the forced index plan is slower, the planner knew better.',
      'Also check the column order of multi-column indexes: an index on `(customer_id, created_at)` does not help much with a filter on `created_at` alone.',
    ],
    reply:
      'It was `lower(email)`. After `CREATE INDEX ON users (lower(email));` the query went from 800 ms to under a millisecond.',
  },
  {
    title: 'How do I set environment variables for a systemd service?',
    tags: ['Linux Basics', 'DevOps'],
    body: 'My app reads DATABASE_URL from the environment. Where do I put it so systemd passes it?',
    answers: [
      md(
        'Run `sudo systemctl edit myapp` (an override survives updates of the unit) and add either line:',
        '',
        '```',
        '[Service]',
        'Environment=NODE_ENV=production',
        'EnvironmentFile=/etc/myapp/env',
        '```',
        '',
        'For secrets like DATABASE_URL use the file: one `KEY=value` per line, no `export`, owned by root with mode 600. Then `sudo systemctl restart myapp`.',
      ),
    ],
    reply: 'EnvironmentFile works. Can values in that file be quoted? My database password has a `#` in it.',
    comment:
      'If you edit the unit file directly instead of using `systemctl edit`, remember `sudo systemctl daemon-reload` afterwards. Gets me every time.',
  },
  {
    title: "Let's Encrypt wildcard certificate with DNS challenge",
    tags: ["Let's Encrypt", 'Security'],
    body: 'Can certbot issue a wildcard certificate, and how does the DNS challenge work?',
    answers: [
      md(
        'Yes, but only with the DNS-01 challenge: you prove you control the domain by creating a TXT record at `_acme-challenge.example.com`.',
        '',
        '```',
        "sudo certbot certonly --manual --preferred-challenges dns -d example.com -d '*.example.com'",
        '```',
        '',
        'Certbot prints the value to put in the TXT record and waits. Two caveats: `*.example.com` does not cover `example.com` itself, hence both `-d` flags; and the manual mode cannot renew on its own. For automatic renewal use a certbot DNS plugin for your DNS host, which creates the record through its API.',
      ),
      'If your DNS host has no plugin, you can point `_acme-challenge.example.com` with a CNAME at a zone on a DNS host that has one, and let the plugin write there.',
    ],
    reply:
      'Got the certificate with the manual mode, now setting up the plugin for renewals. Thanks for the tip about the bare domain, I would have missed it.',
  },
  {
    title: 'Kubernetes service has no endpoints',
    tags: ['Kubernetes', 'Networking'],
    body: 'The Service exists but `kubectl get endpoints` is empty.',
    answers: [],
  },
  {
    title: 'How do I see why my server rebooted?',
    tags: ['Ubuntu', 'Monitoring'],
    body: 'The server restarted at night. Which logs tell me why?',
    answers: [
      md(
        "Start with the end of the previous boot's journal:",
        '',
        '```',
        'journalctl --list-boots',
        'journalctl -b -1 -n 100',
        '```',
        '',
        'A clean reboot ends with systemd stopping units; a crash or power loss just stops mid-stream. Then check:',
        '',
        '- `last -x | head` for shutdown and reboot entries',
        '- `journalctl -b -1 -p err` for the errors logged before it went down',
        '- `/var/log/unattended-upgrades/`: with `Automatic-Reboot` on, it reboots after kernel updates, usually at night',
      ),
    ],
    reply:
      'unattended-upgrades it was: `Automatic-Reboot "true"` with a 02:00 reboot time, set up by a colleague. At least it was not a crash!',
    comment:
      'If the journal just stops, also look at the activity log of the server in the Tidal console. Host maintenance shows up there.',
  },
  {
    title: 'Node.js app crashes with "JavaScript heap out of memory"',
    tags: ['Node.js', 'JavaScript'],
    body: 'The process dies under load. Is raising max-old-space-size the fix? Node 20, Express, 2 GB server.',
    answers: [
      md(
        'Only if the app really needs more heap. If memory grows steadily under load and never comes back down, it is a leak, and a bigger heap just delays the crash.',
        '',
        'To find out, start the app with `node --inspect`, take two heap snapshots in Chrome DevTools a few minutes apart under load and compare them. The usual suspects: module-level caches (a `Map` that never evicts), listeners added per request, and request bodies kept in arrays.',
        '',
        'If you do raise it, keep it below what the server has: on a 2 GB machine `--max-old-space-size=1536` leaves little for anything else.',
      ),
      'Same symptoms here turned out to be an in-memory cache without a limit. Replaced it with `lru-cache` and `max: 5000`, and the memory graph went flat.',
    ],
    reply:
      'The snapshots point at a `Map` we use for per-IP rate limiting. Is clearing it every minute good enough, or is there a better structure for that?',
  },
  {
    title: 'What is the best way to back up a whole server?',
    tags: ['Backups', 'DevOps'],
    body: 'Snapshots, rsync, or something else? What do you use? It is one server with a small shop on it, nothing fancy.',
    answers: [
      md(
        'I use both, because they solve different problems:',
        '',
        '- **Snapshots** from the Tidal console to roll the whole machine back after a bad upgrade. Fast to restore, but they live with the same provider as the server.',
        '- **File-level backups** with restic or borg: `/etc`, `/home`, `/var/www` and database dumps (not the raw data directory), pushed somewhere else. Encrypted, deduplicated, and you can restore a single file.',
        '',
        'And test a restore now and then. A backup you have never restored is a hope, not a backup.',
      ),
      "rsync to another machine with `--link-dest` pointing at yesterday's copy gives you cheap daily versions if you do not want another tool.",
      'Whatever you choose, keep one copy the server itself cannot delete. Ransomware and a mistyped `rm -rf` both go after every backup they can reach.',
    ],
    reply:
      'Going with restic to object storage plus weekly snapshots. Did a test restore of `/etc` and it worked first time.',
  },
  {
    title: 'Redis persistence: RDB or AOF?',
    tags: ['Redis', 'Databases'],
    body: 'I need to survive restarts without losing much data. Which mode should I pick?',
    answers: [],
    comment: 'How much is "not much" for you: a few minutes, a second, or nothing at all? That decides it.',
  },
  {
    title: 'UFW blocks Docker published ports, or does it?',
    tags: ['Docker', 'Security', 'Networking'],
    body: 'I denied port 8080 in UFW but the container is still reachable from the internet.',
    answers: [
      md(
        "It does not. Docker writes its own iptables rules for published ports, and traffic to containers goes through the FORWARD chain, which UFW's rules never see. So `ufw deny 8080` changes nothing.",
        '',
        'Options, in the order I would try them:',
        '',
        '- If Nginx on the host proxies to the container, publish on localhost only: `-p 127.0.0.1:8080:8080` (or `"127.0.0.1:8080:8080"` in compose).',
        '- Add your rules to the `DOCKER-USER` chain, which Docker leaves alone and checks first.',
        '- Put a cloud firewall in front of the server. Docker cannot go around that one.',
      ),
      "This bit me too. There are scripts that patch UFW's `after.rules` to filter the DOCKER-USER chain, but binding to 127.0.0.1 is simpler when you can.",
    ],
    reply:
      'Binding to 127.0.0.1 did it, the port is closed from outside now. I had no idea Docker went around UFW.',
  },
  {
    title: 'How do I rotate Nginx logs?',
    tags: ['Nginx', 'Linux Basics'],
    body: 'My access log is 20 GB. How is logrotate supposed to handle it?',
    answers: [
      md(
        'The nginx package already ships `/etc/logrotate.d/nginx` (daily, 14 files kept, compressed), so a 20 GB log means rotation is not running or not working. Ask logrotate:',
        '',
        '```',
        'sudo logrotate -d /etc/logrotate.d/nginx',
        '```',
        '',
        '`-d` is a dry run that prints what it would do and why it would not. Once it rotates, make sure the `postrotate` block signals Nginx, otherwise Nginx keeps writing to the old file.',
        '',
        'If one day really is that big, skip logging the noise: `access_log off;` in the locations for health checks and static files.',
      ),
      'Also look at `systemctl status logrotate.timer` and `journalctl -u logrotate`. On one of my servers it had been failing for months because of a broken config for another app, and nobody noticed.',
      "A 20 GB log sounds like a bot hammering you. Worth checking the top addresses before just rotating: `awk '{print $1}' access.log | sort | uniq -c | sort -rn | head`",
    ],
    reply:
      'The dry run said it was skipping the log because the parent directory has insecure permissions; someone had made `/var/log/nginx` group-writable. Should I fix the permissions or add a `su` line to the config?',
  },
  {
    title: 'Python virtualenv vs system packages on a server',
    tags: ['Python'],
    body: 'Should production apps use a virtualenv, and how do I make systemd use it?',
    answers: [
      md(
        'A virtualenv, always. The system Python belongs to the OS, and on Ubuntu 24.04 pip refuses to install into it anyway ("externally-managed-environment").',
        '',
        '```',
        'sudo apt install -y python3-venv',
        'python3 -m venv /srv/myapp/venv',
        '/srv/myapp/venv/bin/pip install -r requirements.txt',
        '```',
        '',
        'systemd does not need to activate anything. Point `ExecStart` at the binaries inside the venv:',
        '',
        '```',
        'ExecStart=/srv/myapp/venv/bin/gunicorn --bind 127.0.0.1:8000 app:app',
        '```',
      ),
    ],
    reply:
      'Pointing ExecStart at the venv is so much simpler than the activate script I was sourcing. Working now, thanks.',
    comment:
      'Pin your dependencies too (`pip freeze > requirements.txt`, or a lock file), so a redeploy does not quietly pull in new versions.',
  },
  {
    title: 'How do I connect to a managed database over TLS?',
    tags: ['Databases', 'PostgreSQL', 'Security'],
    body: 'The provider gives me a CA certificate. How do I make psql and my app verify it?\n\nThanks in advance!',
    answers: [],
  },
];

/** Every answer written for a demo question, for generated data that needs answer-like bodies. */
export const DEMO_ANSWERS = DEMO_QUESTIONS.flatMap((q) => q.answers);

export const DEMO_TOOLS = [
  {
    name: 'reef-cli',
    type: 'apps',
    description: 'A command line client for the Reef API.',
    url: 'https://example.com/reef-cli',
  },
  {
    name: 'Terraform Provider',
    type: 'api_wrapper',
    description: 'Manage servers and databases as code.',
    url: 'https://example.com/terraform',
  },
  {
    name: 'Server Basics Course',
    type: 'courses',
    description: 'A free video course about running Linux servers.',
    url: 'https://example.com/course',
  },
  {
    name: 'Uptime Checker',
    type: 'services',
    description: 'Pings your sites every minute and alerts you when they go down.',
    url: 'https://example.com/uptime',
  },
  {
    name: 'Config Linter',
    type: 'others',
    description: 'Lints Nginx and systemd configuration files.',
    url: 'https://example.com/linter',
  },
];
