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
  },
  {
    title: "How To Secure Nginx with Let's Encrypt",
    subType: 'tutorial',
    tags: ['Nginx', 'Security', "Let's Encrypt"],
    description: 'Get a free TLS certificate and renew it automatically.',
    tool: 'certbot',
    install: 'sudo apt install -y certbot python3-certbot-nginx',
    service: 'nginx',
  },
  {
    title: 'How To Install and Use Docker on Ubuntu',
    subType: 'tutorial',
    tags: ['Docker', 'Ubuntu'],
    description: 'Install Docker Engine and run your first container.',
    tool: 'docker',
    install: 'sudo apt install -y docker.io',
    service: 'docker',
  },
  {
    title: 'How To Install PostgreSQL on Ubuntu',
    subType: 'tutorial',
    tags: ['PostgreSQL', 'Ubuntu', 'Databases'],
    description: 'Install PostgreSQL, create a role and a database.',
    tool: 'postgresql',
    install: 'sudo apt install -y postgresql',
    service: 'postgresql',
  },
  {
    title: 'How To Set Up a Node.js Application for Production',
    subType: 'tutorial',
    tags: ['Node.js', 'Nginx', 'JavaScript'],
    description: 'Run a Node.js app under systemd behind an Nginx reverse proxy.',
    tool: 'node',
    install: 'sudo apt install -y nodejs npm',
    service: 'myapp',
  },
  {
    title: 'How To Set Up a Firewall with UFW',
    subType: 'tutorial',
    tags: ['Security', 'Networking', 'Ubuntu'],
    description: 'Allow only the traffic your server needs.',
    tool: 'ufw',
    install: 'sudo apt install -y ufw',
    service: 'ufw',
  },
  {
    title: 'How To Harden OpenSSH on Ubuntu',
    subType: 'tutorial',
    tags: ['Security', 'Linux Basics'],
    description: 'Keys only, no root login, and a few more sensible settings.',
    tool: 'sshd',
    install: 'sudo apt install -y openssh-server',
    service: 'ssh',
  },
  {
    title: 'How To Install and Secure Redis',
    subType: 'tutorial',
    tags: ['Redis', 'Databases', 'Security'],
    description: 'Install Redis, require a password and bind it to localhost.',
    tool: 'redis',
    install: 'sudo apt install -y redis-server',
    service: 'redis-server',
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

export const DEMO_QUESTIONS: { title: string; tags: string[]; body: string }[] = [
  [
    'Nginx returns 502 Bad Gateway after deploying my Node app',
    ['Nginx', 'Node.js'],
    'My app listens on port 3000 and `curl localhost:3000` works, but through Nginx I get a 502. What should I check?',
  ],
  [
    'How do I allow only my IP to reach SSH with UFW?',
    ['Security', 'Networking'],
    'I want port 22 open for my home IP only. Is `ufw allow from` enough, and in which order do the rules apply?',
  ],
  [
    'Docker container cannot resolve DNS names',
    ['Docker', 'Networking'],
    'Inside the container `ping google.com` fails with "bad address" while the host resolves fine.',
  ],
  [
    'PostgreSQL says "peer authentication failed for user"',
    ['PostgreSQL', 'Databases'],
    'Running `psql -U app` as my Linux user fails with peer authentication. How do I log in with a password instead?',
  ],
  [
    'Certbot renewal fails with "Connection refused"',
    ["Let's Encrypt", 'Nginx'],
    'The dry run fails on the HTTP challenge. Port 80 is open in UFW. What else could block it?',
  ],
  [
    'What is the difference between a volume and a bind mount?',
    ['Docker'],
    'When should I use a named volume and when a bind mount for a database container?',
  ],
  [
    'Redis uses all my memory',
    ['Redis'],
    'Redis grows until the server swaps. How do I cap its memory and what eviction policy makes sense for a cache?',
  ],
  [
    'How can I see which process listens on a port?',
    ['Linux Basics', 'Networking'],
    'Something already uses port 80 and Nginx fails to start. How do I find out what it is?',
  ],
  [
    'Kubernetes pod stuck in CrashLoopBackOff',
    ['Kubernetes'],
    'My pod restarts forever. `kubectl logs` shows nothing useful. Where do I look next?',
  ],
  [
    'Is it safe to run apt upgrade on a production server?',
    ['Ubuntu', 'Security'],
    'I am afraid of breaking things. How do others handle updates on single servers?',
  ],
  [
    'MySQL dump is huge, how do I compress it on the fly?',
    ['MySQL', 'Backups'],
    'My dump is 40 GB. Can I pipe mysqldump into gzip without writing the raw file first?',
  ],
  [
    'Go binary works locally but "exec format error" on the server',
    ['Go'],
    'I built on my Mac and copied the binary to the server. It will not run. Why?',
  ],
  [
    'Prometheus node exporter shows no disk metrics',
    ['Monitoring'],
    'CPU and memory graphs work but the filesystem panels are empty.',
  ],
  [
    'Gunicorn workers keep timing out',
    ['Python'],
    'Requests that take more than 30 seconds kill the worker. Should I raise the timeout or is there a better way?',
  ],
  [
    'How do I run a cron job every 5 minutes but only on weekdays?',
    ['Linux Basics'],
    'What is the right crontab expression, and how do I log its output?',
  ],
  [
    'Git asks for my password on every push',
    ['Git'],
    'I cloned over HTTPS and now every push prompts for credentials. How do I switch to SSH keys?',
  ],
  [
    'Should I put my database on the same server as my app?',
    ['Databases', 'DevOps'],
    'Small project, tight budget. What are the trade-offs?',
  ],
  [
    'Nginx serves the default page instead of my site',
    ['Nginx'],
    'I created a server block but still see "Welcome to nginx". What did I miss?',
  ],
  [
    'How do I change the SSH port safely?',
    ['Security', 'Linux Basics'],
    'I want to move SSH away from 22 without locking myself out.',
  ],
  [
    'Docker compose service cannot reach another service by name',
    ['Docker'],
    'My app container cannot connect to `db:5432` even though both are in the same compose file.',
  ],
  [
    'PostgreSQL query is slow although there is an index',
    ['PostgreSQL'],
    'EXPLAIN shows a sequential scan. Why would the planner ignore my index?',
  ],
  [
    'How do I set environment variables for a systemd service?',
    ['Linux Basics', 'DevOps'],
    'My app reads DATABASE_URL from the environment. Where do I put it so systemd passes it?',
  ],
  [
    "Let's Encrypt wildcard certificate with DNS challenge",
    ["Let's Encrypt", 'Security'],
    'Can certbot issue a wildcard certificate, and how does the DNS challenge work?',
  ],
  [
    'Kubernetes service has no endpoints',
    ['Kubernetes', 'Networking'],
    'The Service exists but `kubectl get endpoints` is empty.',
  ],
  [
    'How do I see why my server rebooted?',
    ['Ubuntu', 'Monitoring'],
    'The server restarted at night. Which logs tell me why?',
  ],
  [
    'Node.js app crashes with "JavaScript heap out of memory"',
    ['Node.js', 'JavaScript'],
    'The process dies under load. Is raising max-old-space-size the fix?',
  ],
  [
    'What is the best way to back up a whole server?',
    ['Backups', 'DevOps'],
    'Snapshots, rsync, or something else? What do you use?',
  ],
  [
    'Redis persistence: RDB or AOF?',
    ['Redis', 'Databases'],
    'I need to survive restarts without losing much data. Which mode should I pick?',
  ],
  [
    'UFW blocks Docker published ports, or does it?',
    ['Docker', 'Security', 'Networking'],
    'I denied port 8080 in UFW but the container is still reachable from the internet.',
  ],
  [
    'How do I rotate Nginx logs?',
    ['Nginx', 'Linux Basics'],
    'My access log is 20 GB. How is logrotate supposed to handle it?',
  ],
  [
    'Python virtualenv vs system packages on a server',
    ['Python'],
    'Should production apps use a virtualenv, and how do I make systemd use it?',
  ],
  [
    'How do I connect to a managed database over TLS?',
    ['Databases', 'PostgreSQL', 'Security'],
    'The provider gives me a CA certificate. How do I make psql and my app verify it?',
  ],
].map(([title, tags, body]) => ({
  title: title as string,
  tags: tags as string[],
  body: `${body as string}\n\nThanks in advance!`,
}));

export const DEMO_ANSWERS = [
  'Start with the logs: `sudo journalctl -u nginx --since "10 min ago"` usually names the exact problem.',
  'Check the order of your rules with `sudo ufw status numbered`; the first matching rule wins.',
  'This is almost always a configuration mismatch. Compare the port your app listens on with the one in your config, then reload the service.',
  'I had the same problem. Upgrading to the latest package and restarting fixed it for me.',
  'Run the command with `--verbose` and post the output; it will tell us much more.',
  'Make sure the service is enabled at boot with `sudo systemctl enable --now <service>`.',
];

export const DEMO_COMMENTS = [
  'Thanks, that worked!',
  'Could you share your config file?',
  'Same issue here, following.',
  'Great explanation, thank you.',
  'Which version are you running?',
];

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
