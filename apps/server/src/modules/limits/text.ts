/** What players and operators read about operator limits (ADR 017). */
export const LIMITS_TEXT = {
  maximum: (typeName: string, points: number) => `Maximum bid for ${typeName} is ${points}`,
  minimum: (typeName: string, points: number) => `Minimum bid for ${typeName} is ${points}`,
  capReached: (digits: string) => `Limit reached for ${digits}, try fewer points`,
  saved: 'Limits saved',
  unknownType: (family: string, type: string) => `Unknown bid type ${type} for ${family}`,
  minimumInvalid: 'The minimum must be a whole number from 10 to 1,000,000,000, or empty for 10',
  maximumInvalid: 'The maximum must be a whole number from 10 to 1,000,000,000, or empty for none',
  maximumBelowMinimum: 'The maximum must not be below the minimum',
  capInvalid: 'The liability cap must be a whole number from 1 to 1,000,000,000,000, or empty for none',
  alertInvalid: (label: string, range: string) => `${label} must be a whole number ${range}`,
} as const;
