// The words of the admin bar (the admin sidebar of community pages) in the page's language: its name, its menu
// button and the sidebar's groups (by their English name) and entries (by address). Built on the server by
// admin-bar-words-server.ts.
export type AdminBarWords = {
  admin: string;
  adminMenu: string;
  adminSections: string;
  groups: Record<string, string>;
  entries: Record<string, string>;
};
