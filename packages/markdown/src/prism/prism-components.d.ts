// Prism's core and language files are CommonJS scripts without their own type declarations.
declare module 'prismjs/components/prism-core.js' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/*.js';
