/** What every name the registry hands out ends with ('.tessera.id'). */
export declare const NAME_SUFFIX: string
export declare const MIN_LABEL_LENGTH: number
export declare const MAX_LABEL_LENGTH: number
export declare const REGISTRATION_MAX_AGE_S: number
export declare const REGISTRATION_MAX_SKEW_S: number
