import type { NextConfig } from 'next';

// Workspace packages are consumed from their built `dist/` (build them first), so no transpilePackages.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

export default nextConfig;
