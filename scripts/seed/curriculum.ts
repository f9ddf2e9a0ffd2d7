/** Demo content: a plausible general-practice curriculum (3 groups, 12 chapters, 60 topics). */
export const curriculum: Array<{ group: string; chapters: Array<{ name: string; topics: string[] }> }> = [
  {
    group: 'Clinical Medicine',
    chapters: [
      { name: 'Cardiovascular Health', topics: ['Hypertension in adults', 'Atrial fibrillation', 'Chronic heart failure', 'Stable angina', 'Lipid management and cardiovascular risk'] },
      { name: 'Respiratory Medicine', topics: ['Asthma in adults', 'Chronic obstructive pulmonary disease', 'Community-acquired pneumonia', 'Chronic cough', 'Obstructive sleep apnoea'] },
      { name: 'Endocrinology and Metabolism', topics: ['Type 2 diabetes: diagnosis and targets', 'Type 1 diabetes in primary care', 'Thyroid disorders', 'Obesity and weight management', 'Osteoporosis and fracture prevention'] },
      { name: 'Gastroenterology', topics: ['Dyspepsia and reflux', 'Irritable bowel syndrome', 'Inflammatory bowel disease', 'Abnormal liver function tests', 'Coeliac disease'] },
      { name: 'Infectious Diseases', topics: ['Urinary tract infections', 'Sexually transmitted infections', 'Antimicrobial stewardship', 'Travel medicine', 'Immunisation schedule'] },
    ],
  },
  {
    group: 'Population and Preventive Health',
    chapters: [
      { name: "Women's Health", topics: ['Contraception counselling', 'Antenatal shared care', 'Menopause management', 'Cervical screening', 'Abnormal uterine bleeding'] },
      { name: "Children's Health", topics: ['The febrile child', 'Childhood growth and development', 'Childhood asthma', 'Common childhood rashes', 'Infant feeding'] },
      { name: 'Aged Care', topics: ['Falls prevention', 'Dementia assessment', 'Polypharmacy and deprescribing', 'Advance care planning', 'Delirium'] },
      { name: 'Mental Health', topics: ['Depression in adults', 'Anxiety disorders', 'Suicide risk assessment', 'Alcohol and other drugs', 'Eating disorders'] },
    ],
  },
  {
    group: 'Procedural and Acute Care',
    chapters: [
      { name: 'Dermatology', topics: ['Skin cancer detection', 'Eczema and dermatitis', 'Psoriasis', 'Acne', 'Minor skin procedures'] },
      { name: 'Musculoskeletal Medicine', topics: ['Low back pain', 'Osteoarthritis', 'Gout', 'Shoulder pain', 'Sports injuries of the knee'] },
      { name: 'Emergency Medicine', topics: ['Chest pain assessment', 'Anaphylaxis', 'Acute asthma', 'Sepsis recognition', 'Head injury'] },
    ],
  },
];
