export declare const EMAIL_COOLDOWN_MS: number
export declare const CODE_TTL_MS: number
export declare const CODE_ATTEMPTS: number
export declare const APPROVAL_TTL_MS: number
export declare const SESSION_TTL_MS: number
