/** The WA_* settings bench/whatsapp's server and double share. */
export const BENCH_WA = { accessToken: 'bench-token', phoneNumberId: '100200300', appSecret: 'bench-secret', verifyToken: 'bench-verify' } as const;
