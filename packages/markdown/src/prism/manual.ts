// Prism highlights every code element of a page on load unless told it runs manually, and a
// worker copy listens to messages; this module runs before Prism's core is evaluated so the
// renderer's Prism stays passive in a browser.
const scope = globalThis as { Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean } };
scope.Prism ??= {};
scope.Prism.manual = true;
scope.Prism.disableWorkerMessageHandler = true;

export {};
