export function consumersDir(home: string): string
