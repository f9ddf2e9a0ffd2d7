/**
 * Demo content for the question bank: common general-practice presentations, each with two
 * patients and short lists of what a candidate should know. The seed builds AKT, MSQ and KFP
 * questions from these; distractors are drawn from the other conditions.
 */
export type GpCondition = {
  name: string;
  /** The demo curriculum's topic the condition belongs under (catalog's seed/curriculum.ts). */
  topic: string;
  vignettes: [string, string];
  investigations: [string, string, string];
  management: [string, string, string];
  redFlags: [string, string, string];
  referral: [string, string, string];
  counselling: [string, string, string];
  followUp: [string, string, string];
  explanation: string;
};

export const GP_CONDITIONS: GpCondition[] = [
  {
    name: 'Type 2 diabetes',
    topic: 'Type 2 diabetes: diagnosis and targets',
    vignettes: [
      'A 54-year-old man of South Asian origin has an HbA1c of 56 mmol/mol on a routine health check. He is overweight and asymptomatic.',
      'A 61-year-old woman with known type 2 diabetes on metformin has an HbA1c of 64 mmol/mol and a history of heart failure.',
    ],
    investigations: ['Repeat HbA1c to confirm the diagnosis', 'Urine albumin:creatinine ratio', 'Lipid profile'],
    management: [
      'Metformin titrated to 1 g twice daily',
      'Structured education (e.g. DESMOND)',
      'Add an SGLT2 inhibitor if there is heart failure or CKD',
    ],
    redFlags: [
      'Weight loss with ketonuria',
      'Foot ulcer with spreading cellulitis',
      'Blood glucose above 30 mmol/L with confusion',
    ],
    referral: [
      'Annual retinal screening',
      'Podiatry for a high-risk foot',
      'Same-day admission for suspected hyperosmolar state',
    ],
    counselling: [
      'Sick-day rules for metformin and SGLT2 inhibitors',
      'Informing the DVLA if on insulin',
      'Diet, activity and weight loss targets',
    ],
    followUp: ['HbA1c every 3 to 6 months until stable', 'Annual foot check', 'Annual eGFR and urine ACR'],
    explanation:
      'NICE NG28: confirm with a second HbA1c unless symptomatic; metformin first, SGLT2 inhibitors where there is cardiovascular disease, heart failure or CKD.',
  },
  {
    name: 'Hypertension',
    topic: 'Hypertension in adults',
    vignettes: [
      'A 48-year-old woman has a clinic blood pressure of 158/96 mmHg on two occasions. She is otherwise well.',
      'A 72-year-old Black African man has ambulatory daytime average blood pressure of 152/92 mmHg.',
    ],
    investigations: [
      'Ambulatory blood pressure monitoring',
      'Urine albumin:creatinine ratio and dipstick for haematuria',
      'Fundoscopy and 12-lead ECG',
    ],
    management: [
      'ACE inhibitor if under 55 and not of Black African or Caribbean origin',
      'Calcium channel blocker if 55 or over, or of Black African or Caribbean origin',
      'Lifestyle advice on salt, alcohol and exercise',
    ],
    redFlags: [
      'Blood pressure of 180/120 mmHg with papilloedema',
      'Hypertension with new confusion or chest pain',
      'Hypertension with hypokalaemia in a young patient',
    ],
    referral: [
      'Same-day specialist review for accelerated hypertension',
      'Specialist review if under 40 with hypertension',
      'Specialist review for suspected secondary hypertension',
    ],
    counselling: [
      'Home blood pressure monitoring technique',
      'Cardiovascular risk and QRISK3',
      'Possible side effects such as ankle swelling or cough',
    ],
    followUp: [
      'Annual blood pressure review once stable',
      'U&E 1 to 2 weeks after starting an ACE inhibitor',
      'Target below 140/90 mmHg if under 80',
    ],
    explanation:
      'NICE NG136: confirm with ABPM or HBPM; step 1 depends on age and ethnicity; treat stage 1 hypertension under 80 with target organ damage or raised risk.',
  },
  {
    name: 'Asthma',
    topic: 'Asthma in adults',
    vignettes: [
      'A 24-year-old woman has a nocturnal cough and wheeze, worse in spring. Her mother has hay fever.',
      'A 9-year-old boy uses his salbutamol inhaler four times a week and has woken with symptoms twice this month.',
    ],
    investigations: [
      'Spirometry with bronchodilator reversibility',
      'Fractional exhaled nitric oxide (FeNO)',
      'Peak flow diary over 2 to 4 weeks',
    ],
    management: [
      'Low-dose inhaled corticosteroid',
      'Check inhaler technique and adherence before stepping up',
      'Personalised written asthma action plan',
    ],
    redFlags: ['Peak flow below 33% of best', 'Silent chest or cyanosis', 'Unable to complete sentences'],
    referral: [
      'Emergency admission for life-threatening asthma',
      'Specialist review if uncontrolled on moderate-dose ICS',
      'Specialist review for occupational asthma',
    ],
    counselling: ['Use of a spacer device', 'Trigger avoidance including smoking', 'When to seek urgent help'],
    followUp: [
      'Annual asthma review',
      'Review within 2 working days after an exacerbation',
      'Count reliever prescriptions over the last year',
    ],
    explanation:
      'BTS/SIGN and NICE NG245: objective tests support the diagnosis; most patients need a regular ICS; technique and adherence are checked before any step up.',
  },
  {
    name: 'Atrial fibrillation',
    topic: 'Atrial fibrillation',
    vignettes: [
      'A 76-year-old woman has an irregularly irregular pulse of 110 bpm found at a flu clinic. She has hypertension.',
      'A 68-year-old man with palpitations for two days has AF on ECG and is haemodynamically stable.',
    ],
    investigations: ['12-lead ECG', 'Thyroid function tests', 'Echocardiogram if it would change management'],
    management: [
      'Rate control with a beta-blocker or rate-limiting calcium channel blocker',
      'Anticoagulation with a DOAC if CHA2DS2-VASc is 2 or more',
      'Assess bleeding risk with ORBIT',
    ],
    redFlags: [
      'AF with chest pain or hypotension',
      'AF with signs of heart failure',
      'Onset within 48 hours with haemodynamic instability',
    ],
    referral: [
      'Same-day admission for unstable AF',
      'Cardiology for rhythm control in new-onset AF',
      'Cardiology if rate control fails',
    ],
    counselling: [
      'Stroke risk and benefits of anticoagulation',
      'Bleeding symptoms to report',
      'Avoiding excess alcohol and caffeine',
    ],
    followUp: [
      'Annual review of anticoagulation and renal function',
      'Check heart rate control at rest',
      'Review CHA2DS2-VASc when risk factors change',
    ],
    explanation:
      'NICE NG196: offer anticoagulation with a DOAC if CHA2DS2-VASc is 2 or more (consider at 1 in men); rate control is first line for most.',
  },
  {
    name: 'Depression',
    topic: 'Depression in adults',
    vignettes: [
      'A 35-year-old man reports low mood, early morning waking and loss of interest for six weeks after redundancy.',
      'A 58-year-old woman with low mood for three months says she sometimes feels life is not worth living.',
    ],
    investigations: [
      'PHQ-9 to assess severity',
      'Direct questions about suicidal thoughts and plans',
      'Thyroid function and full blood count if indicated',
    ],
    management: [
      'Guided self-help or CBT for less severe depression',
      'SSRI such as sertraline for more severe depression',
      'Safety netting with crisis contacts',
    ],
    redFlags: ['Active suicidal plans', 'Psychotic symptoms', 'Severe self-neglect'],
    referral: [
      'Crisis team for high suicide risk',
      'Talking therapies service',
      'Secondary care mental health for treatment-resistant depression',
    ],
    counselling: [
      'Antidepressants take 2 to 4 weeks to work',
      'Do not stop antidepressants suddenly',
      'Possible increased agitation early in treatment',
    ],
    followUp: [
      'Review within 2 weeks of starting an antidepressant',
      'Weekly review if under 25 or at risk',
      'Continue treatment for 6 months after remission',
    ],
    explanation:
      'NICE NG222: match treatment to severity and preference; review early after starting an antidepressant, sooner in the young or at-risk.',
  },
  {
    name: 'Urinary tract infection',
    topic: 'Urinary tract infections',
    vignettes: [
      'A 28-year-old non-pregnant woman has dysuria and frequency for two days. She is afebrile.',
      'A 67-year-old man has dysuria, frequency and a temperature of 38.1 C.',
    ],
    investigations: [
      'Urine dipstick for nitrites and leukocytes in women under 65',
      'Midstream urine culture in men and pregnant women',
      'Urine culture before antibiotics in recurrent UTI',
    ],
    management: [
      'Nitrofurantoin for 3 days in uncomplicated lower UTI',
      'Seven days of antibiotics for men',
      'Back-up prescription for mild symptoms',
    ],
    redFlags: ['Loin pain with rigors', 'Visible haematuria persisting after treatment', 'Signs of sepsis'],
    referral: [
      'Admission for pyelonephritis with sepsis',
      'Urology for recurrent UTI in men',
      'Urgent referral for haematuria over 45 without UTI',
    ],
    counselling: ['Adequate fluid intake', 'Return if no improvement in 48 hours', 'Paracetamol or ibuprofen for pain'],
    followUp: [
      'Review culture results',
      'Consider prophylaxis after recurrent UTI',
      'Repeat dipstick for haematuria after treatment',
    ],
    explanation:
      'NICE NG109: 3 days of nitrofurantoin for uncomplicated lower UTI in women; 7 days for men; send a culture when the picture is not typical.',
  },
  {
    name: 'Chronic obstructive pulmonary disease',
    topic: 'Chronic obstructive pulmonary disease',
    vignettes: [
      'A 63-year-old smoker has a chronic productive cough and breathlessness on hills.',
      'A 70-year-old woman with COPD has had two exacerbations requiring steroids this year.',
    ],
    investigations: [
      'Post-bronchodilator spirometry (FEV1/FVC below 0.7)',
      'Chest X-ray',
      'Full blood count for anaemia or polycythaemia',
    ],
    management: [
      'Smoking cessation support',
      'Short-acting bronchodilator as needed',
      'LAMA plus LABA if still breathless',
    ],
    redFlags: ['Haemoptysis', 'Weight loss', 'Oxygen saturation below 92% at rest'],
    referral: [
      'Pulmonary rehabilitation',
      'Respiratory team for oxygen assessment',
      'Two-week-wait chest X-ray pathway for suspected cancer',
    ],
    counselling: [
      'Inhaler technique',
      'Annual influenza and pneumococcal vaccination',
      'Self-management plan with rescue pack',
    ],
    followUp: [
      'Annual review with MRC dyspnoea score',
      'Review after every exacerbation',
      'Check oxygen saturation at reviews',
    ],
    explanation:
      'NICE NG115: smoking cessation, vaccination and pulmonary rehabilitation matter most; escalate to LAMA+LABA for persistent breathlessness.',
  },
  {
    name: 'Hypothyroidism',
    topic: 'Thyroid disorders',
    vignettes: [
      'A 45-year-old woman is tired, has gained weight and feels cold. Her TSH is 12 mU/L and free T4 is low.',
      'A 70-year-old man on levothyroxine has a TSH of 0.05 mU/L and new palpitations.',
    ],
    investigations: ['TSH and free T4', 'Thyroid peroxidase antibodies', 'Lipid profile'],
    management: [
      'Levothyroxine 1.6 micrograms/kg/day if under 65 without heart disease',
      'Start 25 to 50 micrograms in older people or heart disease',
      'Take levothyroxine on an empty stomach',
    ],
    redFlags: [
      'Myxoedema coma with hypothermia and confusion',
      'Goitre with stridor',
      'Rapidly enlarging thyroid lump',
    ],
    referral: [
      'Endocrinology in pregnancy',
      'Two-week-wait referral for a suspicious thyroid lump',
      'Endocrinology if TSH is suppressed with symptoms',
    ],
    counselling: ['Lifelong treatment', 'Separate from iron and calcium by 4 hours', 'Medical exemption certificate'],
    followUp: ['TSH every 3 months until stable', 'Annual TSH once stable', 'TSH 6 weeks after a dose change'],
    explanation:
      'NICE NG145: titrate levothyroxine to keep TSH in range; start low in older people and those with cardiac disease.',
  },
  {
    name: 'Low back pain',
    topic: 'Low back pain',
    vignettes: [
      'A 38-year-old warehouse worker has acute low back pain after lifting, with no leg symptoms.',
      'A 52-year-old woman with back pain has new urinary retention and saddle numbness.',
    ],
    investigations: [
      'No imaging for non-specific back pain',
      'STarT Back risk tool',
      'Urgent MRI for suspected cauda equina',
    ],
    management: [
      'Stay active and continue normal activities',
      'NSAID at the lowest effective dose',
      'Exercise programme or physiotherapy',
    ],
    redFlags: ['Saddle anaesthesia', 'Bladder or bowel dysfunction', 'History of cancer with new back pain'],
    referral: [
      'Emergency referral for suspected cauda equina',
      'Physiotherapy for persistent pain',
      'Urgent referral for suspected spinal metastases',
    ],
    counselling: [
      'Most back pain improves within 6 weeks',
      'Avoid bed rest',
      'Return urgently with bladder or bowel changes',
    ],
    followUp: [
      'Review if not improving in 4 to 6 weeks',
      'Consider return-to-work planning',
      'Reassess risk stratification',
    ],
    explanation:
      'NICE NG59: do not image non-specific back pain; stratify risk; offer exercise and NSAIDs; never miss cauda equina.',
  },
  {
    name: 'Otitis media in children',
    topic: 'Acute otitis media',
    vignettes: [
      'A 3-year-old girl has had ear pain and a temperature of 38.5 C for one day. The drum is red and bulging.',
      'An 18-month-old boy has bilateral otitis media and is irritable but drinking well.',
    ],
    investigations: ['Otoscopy of both ears', 'Temperature and traffic-light assessment', 'No routine swabs'],
    management: [
      'Paracetamol or ibuprofen for pain',
      'No antibiotic or a back-up prescription for most',
      'Amoxicillin for 5 days if under 2 with bilateral infection',
    ],
    redFlags: ['Mastoid swelling or tenderness', 'Meningism', 'Facial nerve weakness'],
    referral: [
      'Same-day admission for mastoiditis',
      'ENT for recurrent otitis media',
      'Audiology if hearing loss persists',
    ],
    counselling: [
      'Symptoms usually last about 3 days',
      'Return if no improvement in 3 days',
      'Discharge from the ear may occur',
    ],
    followUp: [
      'Review if symptoms persist beyond 3 days',
      'Hearing check after recurrent episodes',
      'Safety-net for systemic illness',
    ],
    explanation:
      'NICE NG91: most episodes resolve within 3 days; consider antibiotics for those under 2 with bilateral infection or with otorrhoea.',
  },
  {
    name: 'Chronic kidney disease',
    topic: 'Chronic kidney disease',
    vignettes: [
      'A 66-year-old woman with hypertension has an eGFR of 48 on two tests three months apart.',
      'A 59-year-old man with diabetes has an eGFR of 35 and an ACR of 40 mg/mmol.',
    ],
    investigations: ['Repeat eGFR within 3 months', 'Urine albumin:creatinine ratio', 'Renal ultrasound if indicated'],
    management: [
      'ACE inhibitor or ARB if ACR is 30 or more',
      'SGLT2 inhibitor with type 2 diabetes and ACR above 30',
      'Statin for cardiovascular prevention',
    ],
    redFlags: ['Fall in eGFR of 25% or more', 'Potassium above 6 mmol/L', 'Visible haematuria'],
    referral: [
      'Nephrology if eGFR below 30',
      'Nephrology if ACR is 70 or more',
      'Nephrology for a sustained fall in eGFR',
    ],
    counselling: ['Avoid nephrotoxic drugs such as NSAIDs', 'Sick-day rules', 'Blood pressure targets'],
    followUp: [
      'eGFR and ACR monitoring by stage',
      'Annual review on the CKD register',
      'Check haemoglobin if eGFR is below 45',
    ],
    explanation:
      'NICE NG203: classify by eGFR and ACR; ACE inhibitors and SGLT2 inhibitors slow progression; refer at eGFR below 30 or ACR 70 or more.',
  },
  {
    name: 'Menopause',
    topic: 'Menopause management',
    vignettes: [
      'A 51-year-old woman has hot flushes, night sweats and irregular periods for six months.',
      'A 47-year-old woman with vasomotor symptoms asks about HRT; she has a family history of breast cancer.',
    ],
    investigations: [
      'Clinical diagnosis over 45 without tests',
      'FSH only if under 45 with symptoms',
      'Blood pressure and BMI before HRT',
    ],
    management: [
      'Combined HRT if she has a uterus',
      'Transdermal oestrogen if VTE risk is raised',
      'Vaginal oestrogen for genitourinary symptoms',
    ],
    redFlags: ['Postmenopausal bleeding', 'Unscheduled bleeding on HRT after 6 months', 'Breast lump'],
    referral: [
      'Two-week-wait referral for postmenopausal bleeding',
      'Menopause specialist for complex cases',
      'Specialist review for premature ovarian insufficiency',
    ],
    counselling: [
      'Benefits and risks of HRT including breast cancer',
      'Contraception is needed for a time',
      'HRT improves vasomotor symptoms within weeks',
    ],
    followUp: ['Review HRT at 3 months then annually', 'Annual blood pressure', 'Discuss duration of treatment'],
    explanation:
      'NICE NG23: diagnose clinically over 45; offer HRT after discussing benefits and risks; add a progestogen for women with a uterus.',
  },
];
