// The community pages' head metadata lives in lib/community-metadata.ts, where features may use it too.
export * from '@/lib/community-metadata';
