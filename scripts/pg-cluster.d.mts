export type PostgresServer = {
  url: string;
  port: number;
  dir: string;
  start(): void;
  stop(mode?: 'fast' | 'immediate'): void;
  destroy(): void;
};
export function pgBin(name: string): string;
export function hasPostgresBinaries(): boolean;
export function createPostgresServer(options: { port: number }): PostgresServer;
export function createReplicaServer(primary: PostgresServer, options: { port: number }): PostgresServer;
