/**
 * Demo content: a plausible general-practice curriculum of 3 groups, 12 chapters and 150 topics.
 * The first five topics of each chapter are the original demo set; the rest fill it out.
 */
export const curriculum: Array<{ group: string; chapters: Array<{ name: string; topics: string[] }> }> = [
  {
    group: 'Clinical Medicine',
    chapters: [
      {
        name: 'Cardiovascular Health',
        topics: ['Hypertension in adults', 'Atrial fibrillation', 'Chronic heart failure', 'Stable angina', 'Lipid management and cardiovascular risk', 'Peripheral arterial disease', 'Venous thromboembolism', 'Palpitations', 'Heart murmurs in adults', 'Syncope', 'Infective endocarditis prevention', 'Anticoagulation in primary care', 'Cardiac rehabilitation'],
      },
      {
        name: 'Respiratory Medicine',
        topics: ['Asthma in adults', 'Chronic obstructive pulmonary disease', 'Community-acquired pneumonia', 'Chronic cough', 'Obstructive sleep apnoea', 'Interstitial lung disease', 'Bronchiectasis', 'Lung cancer detection', 'Tuberculosis', 'Spirometry interpretation', 'Smoking cessation', 'Breathlessness in primary care', 'Pulmonary embolism'],
      },
      {
        name: 'Endocrinology and Metabolism',
        topics: ['Type 2 diabetes: diagnosis and targets', 'Type 1 diabetes in primary care', 'Thyroid disorders', 'Obesity and weight management', 'Osteoporosis and fracture prevention', 'Adrenal insufficiency', 'Hypercalcaemia', 'Polycystic ovary syndrome', 'Gestational diabetes', 'Diabetic foot care', 'Insulin initiation', 'Chronic kidney disease', 'Vitamin D deficiency'],
      },
      {
        name: 'Gastroenterology',
        topics: ['Dyspepsia and reflux', 'Irritable bowel syndrome', 'Inflammatory bowel disease', 'Abnormal liver function tests', 'Coeliac disease', 'Gallstone disease', 'Rectal bleeding', 'Colorectal cancer screening', 'Constipation in adults', 'Dysphagia', 'Hepatitis B and C', 'Non-alcoholic fatty liver disease', 'Iron deficiency anaemia'],
      },
      {
        name: 'Infectious Diseases',
        topics: ['Urinary tract infections', 'Sexually transmitted infections', 'Antimicrobial stewardship', 'Travel medicine', 'Immunisation schedule', 'Cellulitis', 'Fever in the returned traveller', 'HIV in primary care', 'Infectious mononucleosis', 'Meningococcal disease', 'Influenza', 'Herpes zoster', 'Sore throat and tonsillitis'],
      },
    ],
  },
  {
    group: 'Population and Preventive Health',
    chapters: [
      {
        name: "Women's Health",
        topics: ['Contraception counselling', 'Antenatal shared care', 'Menopause management', 'Cervical screening', 'Abnormal uterine bleeding', 'Endometriosis', 'Breast lumps', 'Pelvic pain', 'Infertility assessment', 'Postnatal care', 'Vaginal discharge', 'Premenstrual disorders', 'Vulval disorders'],
      },
      {
        name: "Children's Health",
        topics: ['The febrile child', 'Childhood growth and development', 'Childhood asthma', 'Common childhood rashes', 'Acute otitis media', 'Bronchiolitis', 'Croup', 'Gastroenteritis in children', 'Developmental dysplasia of the hip', 'Childhood immunisation', 'Adolescent health', 'Neonatal jaundice'],
      },
      {
        name: 'Aged Care',
        topics: ['Falls prevention', 'Dementia assessment', 'Polypharmacy and deprescribing', 'Advance care planning', 'Delirium', 'Urinary incontinence', 'Pressure injuries', 'Frailty', 'Residential aged care visits', 'Palliative care symptoms', 'Elder abuse', 'Hearing and vision loss'],
      },
      {
        name: 'Mental Health',
        topics: ['Depression in adults', 'Anxiety disorders', 'Suicide risk assessment', 'Alcohol and other drugs', 'Eating disorders', 'Bipolar disorder', 'Psychosis in primary care', 'Post-traumatic stress disorder', 'Perinatal mental health', 'Insomnia', 'Attention deficit hyperactivity disorder', 'Personality disorders'],
      },
    ],
  },
  {
    group: 'Procedural and Acute Care',
    chapters: [
      {
        name: 'Dermatology',
        topics: ['Skin cancer detection', 'Eczema and dermatitis', 'Psoriasis', 'Acne', 'Minor skin procedures', 'Urticaria', 'Fungal skin infections', 'Rosacea', 'Pigmented lesions and dermoscopy', 'Hair loss', 'Leg ulcers', 'Wound care'],
      },
      {
        name: 'Musculoskeletal Medicine',
        topics: ['Low back pain', 'Osteoarthritis', 'Gout', 'Shoulder pain', 'Sports injuries of the knee', 'Rheumatoid arthritis', 'Neck pain', 'Ankle sprains', 'Carpal tunnel syndrome', 'Polymyalgia rheumatica', 'Fractures in primary care', 'Hip pain in adults'],
      },
      {
        name: 'Emergency Medicine',
        topics: ['Chest pain assessment', 'Anaphylaxis', 'Acute asthma', 'Sepsis recognition', 'Head injury', 'Acute abdominal pain', 'Burns', 'Seizures', 'Stroke and transient ischaemic attack', 'Poisoning and overdose', 'Lacerations', 'The acutely unwell elderly patient'],
      },
    ],
  },
];
