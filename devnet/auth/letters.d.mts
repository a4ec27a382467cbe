export declare const MAIL_FROM: string
export declare const LOGIN_SUBJECT: string
export declare const DEVICE_SUBJECT: string
export declare const EMAIL_CHANGE_PRIMARY_SUBJECT: string
export declare const EMAIL_CHANGE_SECONDARY_SUBJECT: string
