/** The practice kinds (readiness is counted by them, review cards are of them), in order, as readers know them. */
export const practiceKindLabels = { AKT: 'AKT', MSQ: 'KFP(MSQ)', KFP: 'KFP cases' } as const;
export const practiceKinds = Object.keys(practiceKindLabels) as Array<keyof typeof practiceKindLabels>;
