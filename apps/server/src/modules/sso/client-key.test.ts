/** The console's private-key-JWT credential: key checks, the certificate's match and thumbprint, the assertion's header and audience. */
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { ClientMetadata, ServerMetadata } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { checkedCertificate, ClientKeyError, normalisedKey, privateKeyJwt, thumbprintOf } from './client-key';

// A throwaway key and self-signed certificate made for this test (openssl req -x509 -newkey rsa:2048); they sign nothing real.
const KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCbjw3MyRUq71Pz
emDJLoovGqdEziM725BN/YWS6Xiqqr6mCCHb1f04RfsW+qY4p4I9YVAQ006c7Zoy
SGupcHJhgF7/QsB2TrMWOifyzRzEvET5Ah83LM56QM46f9+XmtVF8j1osx6zABLB
xliCC6CuOREiD85xcT7VK4/ZhpRUNJDlEOk4Dzo0x19xWA30zHjdxa8He3in89Ff
OWOH4n8Rxxm3t/0GP3u0dluVisPpPdJBEo8ln6NGygCA+l5mTmQJ5q27hk4G6Hsr
FVYilB49H42XgWi4FkJCCRZcXtN5bd/NUntU3hYWncYR/pPv1sVYFoQv26aTNVVh
/MZz1Kz7AgMBAAECggEAClcxlyXcytxa68n8ShNWazgt21SKog1/47dRHEl51HqC
Lt5GhesNKKL6RHZH+2cjMLpZzKyHQsZGpEYNJhfL+rBCYFyLF7I2lGksQ6cf3PIY
8aaS9aN8XEMXkmryrYzE1Z/7Ng0GIucD2C67rnVgaoRvn6CGXCMnhpsdNlwMWyaC
wKn2+7U0f7TjjaRnm4FY3mms5vRs5Vb5X5CQOFwwAdWupkeZEYv+g/OazqSJ0tyf
H0KDrx6R1eu6xrZULOZVki3jUSiZjja2BceBkcowPsw34fIa0DsI1+Uwy4w1GMcx
kLe8tKB/xA+HbTMvHNKLpIzc4yuD4FdAAn4YXyn7hQKBgQDavScEaLZSJVwk/lXO
vA7Xwf0EVzqS0H9hZJEDuI8nyB0iVCqoVCzGY2owx7DWb9mzhdNlBCQmfaYN3Kl0
JmktrHm/zIsez0MGbgRB12uq08X6cQFEu/GPo+gHpGyHTN/obwB0SMF9gh3I+uXx
0J2bnB+UckSfgVoYs7BNvS8GpwKBgQC2DriVSzVIuuyyYdo+hZNi5JLZ1oSo+ilx
kD33r84EG5Ux1KfmiUm8ZpO3u2iqFEN6cA0/t97qrDIoJhZk2Dy9wOnM73xNlEyu
U52AdV0osgqlU+zHFzZpDQMx38IS/6wP4LJ9ugmXsfPAhZBQjxGlqMc5i3EQa+cl
MN0JMiVFjQKBgQCQru7g7rYyDb4uRgDR9vhGZG0McvouZDTtYcy9zlT6dlY2/78b
iln3e4ig7WUd4ev43/sc5SlYQGIW5y86wbFuYZhCcnRPE778wMaWGnyACQX6CsdR
BJPadAslCvAyannsT4fYYsuBThCPgM2aLmghppoI4bBcZP4IOsrSEOHLHwKBgGxv
yjuKJzuhsrfxFqfkscvWby122182WZb9nhs4SJIjx7J9gmAK57NiuZtW8dlT5nk3
4nxQTWMjm2BUh0Qbk9pF3DwnbLdcnGu8+/P2c714hmTA3ygaSFs71+pN52+ff2GZ
qVa/h1UmNhQ2uaVyAcXVCIza5EYurud0+kKu7opFAoGAZqE69btg8bZLaHrXOfBr
6tUdNJskcx5oPGO2PLXPbkEEE1exSntW7O8hK4rh9F75BkdZGfISYufRvebx2DTg
3SaBtLY4wKGyWLzFKHGDlesSto4tCUkBkTHZKS5RH902fwRxgc6l9z8idRX6UkNC
U3zTMCMA81XMx9gmFbQvGFY=
-----END PRIVATE KEY-----`;
const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIDGTCCAgGgAwIBAgIUKD13HFRJN0Cwm1Pv/ucrHX3BfJEwDQYJKoZIhvcNAQEL
BQAwGzEZMBcGA1UEAwwQc3dpdGNoYm9hcmQtdGVzdDAgFw0yNjExMjkwOTI4NTVa
GA8yMTI2MTEwNTA5Mjg1NVowGzEZMBcGA1UEAwwQc3dpdGNoYm9hcmQtdGVzdDCC
ASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBAJuPDczJFSrvU/N6YMkuii8a
p0TOIzvbkE39hZLpeKqqvqYIIdvV/ThF+xb6pjingj1hUBDTTpztmjJIa6lwcmGA
Xv9CwHZOsxY6J/LNHMS8RPkCHzcsznpAzjp/35ea1UXyPWizHrMAEsHGWIILoK45
ESIPznFxPtUrj9mGlFQ0kOUQ6TgPOjTHX3FYDfTMeN3Frwd7eKfz0V85Y4fifxHH
Gbe3/QY/e7R2W5WKw+k90kESjyWfo0bKAID6XmZOZAnmrbuGTgboeysVViKUHj0f
jZeBaLgWQkIJFlxe03lt381Se1TeFhadxhH+k+/WxVgWhC/bppM1VWH8xnPUrPsC
AwEAAaNTMFEwHQYDVR0OBBYEFKhIOEKIdeWhrBeYSV2PMFdVegPuMB8GA1UdIwQY
MBaAFKhIOEKIdeWhrBeYSV2PMFdVegPuMA8GA1UdEwEB/wQFMAMBAf8wDQYJKoZI
hvcNAQELBQADggEBAD0xhUSDYVZM8Z2p4Ewl2LBFtbtXpdaQXpe7erC48nqWNSdz
abRPUKIgTGnvjz6z7i579wrSctNDwI0LhcTaBcj6nGjtNl8hgd/taK6ZPMOL31NR
nerZMzUeSYmJozVwth/XtqLsXnASV5hu5YU72UcNXDzN37CK206MA7gNt29mhhV+
VvzAOe+a2LF2d+JylLTb7kFJeIanGVuTeTA5ZTpuHVtDdAx+jA5KnD/Vp1dQGb8G
VmKHzvGJtQFA2MmEXWw4rNC9M4jcV3UloPofruP+D2TenskqSwc4dY7tYqZYgEsl
mqJaIk1eq9fHO7IVi4kuV7Ek6KNukIrp1gosZ/Q=
-----END CERTIFICATE-----`;
/** openssl x509 -fingerprint -sha1 of CERTIFICATE. */
const THUMBPRINT = '423E37A040DCC9783DEF078074D64FEEA73D54A2';
const WEAK_RSA = `-----BEGIN RSA PRIVATE KEY-----
MIICXQIBAAKBgQC2xj28fBDr3jrNK3usNDCzmXpbLP6dJnMjOiPdR3C5Z6knpjaW
Wek4c4IWrpoLU2IbFqR0YuJM9ZkmVLzxmL7VwXopZ6bGnK7iI4QcmpAMjcI2MLM3
gBPxR9TDxMmGEfhQtUchCM1Rea3QTCQoES4AdY6riYVy81w9iSNip5XtbwIDAQAB
AoGAaMq6hMHBVerBXfbrXm1B6wc5DuN6TBHKe80O2QTnzXVwl6oFrCh6vgID+Qs8
iPfSzOMrgQtc4nEB0OdOuVoxNxaKZ3f0bNEbOY/JC811XlCT889emHlms2ufFToA
QsHUaUcLXTrGrpM1tmf5Ygy/FDVx6O5914c+1kfDTMrLLzECQQDpQIf4bkhjUgv3
KsIiwmqHTKjjOpxWCBG/6cogqSqYKLfLHBdHGkGBPhb1neWz4IcRR5j8jZ4H7fXI
b+Y+CzBnAkEAyJl2eA7TeNbmvFTqAizJDri51JkjspXYY3+teINHCvtniZo+2YZ3
+OXS5xQC3bUGoRjJ9jetNLIbej5WuoyVuQJBALuNqQeI3eoG+hoXppy+iVwbtx1n
bnf66xLO0Tmr7NUGwKqv/sOsiAl9PIbpHN+jZdfuI0TINs8Xd29hEtjGtHcCQQCS
AYkGB5yKZriYuaF9pcVNrsyrXi9qa8CNY0AK6FpMNwJ8WEWIpGQsSHNCeAFCB+Hk
XZuaV5n9MenoBvmvXGYZAkApXKxVHURg28q8hfFRWOWqrjUy3/w6dej+9uPvyhyG
wi67QReMuxB9H5+V944RvDWoI6ziIR63ATX59V/IQJVK
-----END RSA PRIVATE KEY-----`;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ClientKeyError ? error.field : 'other';
  }
  return 'accepted';
};

describe('the private-key JWT credential', () => {
  it('stores a readable RSA ≥ 2048 or P-256 key as PKCS#8 and refuses others', () => {
    const pkcs1 = createPrivateKey(KEY).export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(normalisedKey(pkcs1)).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const p256 = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'sec1', format: 'pem' }).toString();
    expect(normalisedKey(p256)).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(refusal(() => normalisedKey(WEAK_RSA))).toBe('clientPrivateKey');
    expect(refusal(() => normalisedKey('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----'))).toBe('clientPrivateKey');
  });

  it('accepts the key’s own certificate only and shows its thumbprint as Entra does', () => {
    expect(checkedCertificate(CERTIFICATE, normalisedKey(KEY))).toBe(CERTIFICATE);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(refusal(() => checkedCertificate(CERTIFICATE, other))).toBe('clientCertificate');
    expect(refusal(() => checkedCertificate('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', other))).toBe('clientCertificate');
    expect(thumbprintOf(CERTIFICATE)).toBe(THUMBPRINT);
  });

  it('names the certificate in the assertion and addresses it to the token endpoint when asked (Entra)', async () => {
    const server: ServerMetadata = { issuer: 'https://login.example/tenant/v2.0', token_endpoint: 'https://login.example/tenant/oauth2/v2.0/token' };
    const client: ClientMetadata = { client_id: 'console' };
    const assertion = async (audience: string | undefined, certificate?: string) => {
      const body = new URLSearchParams();
      await (await privateKeyJwt({ privateKey: normalisedKey(KEY), certificate }, () => audience))(server, client, body, new Headers());
      const jwt = body.get('client_assertion') ?? '';
      return { header: decodeProtectedHeader(jwt), payload: decodeJwt(jwt), type: body.get('client_assertion_type') };
    };
    const entra = await assertion(server.token_endpoint, CERTIFICATE);
    expect(entra.type).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
    expect(entra.header).toMatchObject({ alg: 'RS256', x5t: Buffer.from(THUMBPRINT, 'hex').toString('base64url'), 'x5t#S256': expect.any(String) });
    expect(entra.payload).toMatchObject({ iss: 'console', sub: 'console', aud: server.token_endpoint });
    const plain = await assertion(undefined);
    expect(plain.header).not.toHaveProperty('x5t');
    expect(plain.payload.aud).toBe(server.issuer);
  });
});
