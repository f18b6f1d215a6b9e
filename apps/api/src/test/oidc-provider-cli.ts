// Runs the tests' OpenID Connect provider as a process (the end-to-end suite starts it beside the API):
//   node --import tsx apps/api/src/test/oidc-provider-cli.ts <port> <redirect URI>...
import { startTestOidcProvider } from './oidc-provider.js';

const [port, ...redirectUris] = process.argv.slice(2);
const provider = await startTestOidcProvider(redirectUris, Number(port));
console.log(`[oidc] test provider at ${provider.issuer}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
