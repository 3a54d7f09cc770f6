import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Only our own pages may use the camera (member and ad photos); nothing else is needed. Only
 * features Chromium recognises: it logs an "Unrecognized feature" error on every page for any
 * other (`bluetooth`, `interest-cohort`).
 */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=()';

/** The hosts AdSense loads from and frames ads on; allowed only when banner ads are configured. */
export const AD_HOSTS = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.googleadservices.com',
  'https://*.adtrafficquality.google',
];

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const ads = config.ads.publisherId ? AD_HOSTS : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...ads],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile pictures come from the sign-in providers; photos are stored as data URLs.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...ads],
        ...(ads.length > 0 ? { frameSrc: ["'self'", ...ads] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are personal: never kept by the browser or a shared cache unless a route
    // says otherwise (photos set their own private caching).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
