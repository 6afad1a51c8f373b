export type RuleStatus = 'pass' | 'fail' | 'warn';

export type RuleName =
  | 'dns-server'
  | 'cname'
  | 'conflicting-records'
  | 'apex-alias'
  | 'caa'
  | 'certificate'
  | 'redirect'
  | 'redirect-caching';

export type RuleResult = {
  domain: string;
  rule: RuleName;
  status: RuleStatus;
  message: string;
  /** What to do about a fail or warn, in the user's terms. */
  fix?: string;
};

export type VerifyOptions = {
  /** DNS server as HOST:PORT; the system's resolvers when absent. */
  resolver?: string;
  /** Port the HTTPS checks connect to; 443 unless a test serves elsewhere. */
  httpsPort?: number;
  /** Extra PEM certificate authority trusted in addition to the system's. */
  extraCa?: string;
  timeoutMs?: number;
  now?: Date;
};
