import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Ports and URLs of the servers the end-to-end suite starts (apart from the defaults of `npm start`). */
export const E2E = {
  apiPort: Number(process.env.E2E_API_PORT ?? 4310),
  webPort: Number(process.env.E2E_WEB_PORT ?? 3310),
  /** The test OpenID Connect provider's port (single sign-on specs); 100 above the API's unless set. */
  get oidcPort() {
    return Number(process.env.E2E_OIDC_PORT ?? this.apiPort + 100);
  },
  get oidcUrl() {
    return `http://127.0.0.1:${this.oidcPort}`;
  },
  get apiUrl() {
    return `http://127.0.0.1:${this.apiPort}`;
  },
  get webUrl() {
    return `http://127.0.0.1:${this.webPort}`;
  },
  /** Where the suite's SMTP server writes each email it receives (one JSON file per message). */
  /** The suite's SMTP server refuses every recipient at this domain for good (550): a dead letter. */
  refusedMailDomain: 'refused.example',
  mailbox: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.data', 'e2e-mail'),
};
