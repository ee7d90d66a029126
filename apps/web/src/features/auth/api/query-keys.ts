export const authKeys = {
  all: ['auth'] as const,
  link: (token: string) => ['auth', 'link', token] as const,
  version: (brand: string) => ['auth', 'version', brand] as const,
  maintenance: ['auth', 'maintenance'] as const,
};
