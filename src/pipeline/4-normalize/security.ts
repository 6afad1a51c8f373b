import type { OAuthFlow, SecurityRequirement, SecurityScheme } from '../../model/model.ts';
import { descriptionOf } from './descriptions.ts';
import { asObject, stringOr } from '../../shared/rawValues.ts';
import { SlugSet } from '../../shared/slug.ts';

/** Security requirements: alternatives, each naming schemes and their scopes. */
export function securityOf(raw: unknown[]): SecurityRequirement[] {
  return raw.map((requirement) =>
    Object.entries(asObject(requirement)).map(([scheme, scopes]) => ({
      scheme,
      scopes: Array.isArray(scopes) ? scopes.map(String) : [],
    })),
  );
}

/** The security schemes, each with a sentence that says what it is and where a request carries it. */
export function securitySchemesOf(raw: unknown): SecurityScheme[] {
  const slugs = new SlugSet();
  return Object.entries(asObject(raw)).map(([key, value]) => {
    const scheme = asObject(value);
    return {
      key,
      slug: slugs.take(key),
      type: String(scheme.type ?? 'unknown'),
      description: descriptionOf(scheme.description),
      apiKey: scheme.type === 'apiKey' ? { in: String(scheme.in ?? ''), name: String(scheme.name ?? '') } : undefined,
      http:
        scheme.type === 'http'
          ? { scheme: String(scheme.scheme ?? '').toLowerCase(), bearerFormat: stringOr(scheme.bearerFormat) }
          : undefined,
      openIdConnectUrl: scheme.type === 'openIdConnect' ? String(scheme.openIdConnectUrl ?? '') : undefined,
      flows: scheme.type === 'oauth2' ? flowsOf(scheme.flows) : undefined,
      credential: credentialOf(scheme),
    };
  });
}

function flowsOf(raw: unknown): OAuthFlow[] {
  return Object.entries(asObject(raw)).map(([type, value]) => {
    const flow = asObject(value);
    return {
      type,
      authorizationUrl: stringOr(flow.authorizationUrl),
      tokenUrl: stringOr(flow.tokenUrl),
      refreshUrl: stringOr(flow.refreshUrl),
      scopes: Object.entries(asObject(flow.scopes)).map(([name, description]) => ({
        name,
        description: String(description ?? ''),
      })),
    };
  });
}

function credentialOf(scheme: Record<string, any>): SecurityScheme['credential'] {
  const bearer = (token: string) => ({ in: 'header' as const, name: 'Authorization', placeholder: `Bearer ${token}` });
  switch (scheme.type) {
    case 'apiKey':
      return ['header', 'query', 'cookie'].includes(scheme.in) && typeof scheme.name === 'string'
        ? { in: scheme.in, name: scheme.name, placeholder: 'YOUR_API_KEY' }
        : undefined;
    case 'http':
      return String(scheme.scheme).toLowerCase() === 'basic'
        ? { in: 'header', name: 'Authorization', placeholder: 'Basic BASE64_USERNAME_COLON_PASSWORD' }
        : bearer('YOUR_TOKEN');
    case 'oauth2':
    case 'openIdConnect':
      return bearer('YOUR_ACCESS_TOKEN');
    default:
      return undefined;
  }
}
