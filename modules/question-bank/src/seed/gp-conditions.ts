/**
 * Demo content for the question bank: common presentations in Australian general practice, each with two
 * patients and short lists of what a candidate should know. The seed builds AKT, MSQ and KFP
 * questions from these; distractors are drawn from the other conditions.
 *
 * Rules the seed check (test/seed/demo-content.unit.spec.ts, docs/question-bank.md) holds this data to:
 * - every item of every list is right for BOTH patients (a multiple-select question marks all three
 *   correct whichever patient it shows), and the first item of investigations and management is the
 *   single best answer for both (the AKT single-answer questions use it);
 * - `alsoRight` names the other conditions' items that are not wrong for these patients, so the seed
 *   never offers them as wrong answers;
 * - the patients' ages and sex fit `population` and `sex`, and `topic` is a curriculum topic of the
 *   matching chapter (children's conditions under "Children's Health", adults' elsewhere);
 * - Australian sources, services and terms only (the seed check lists the UK-only ones it rejects).
 */
export type GpCondition = {
  name: string;
  /** The demo curriculum's topic the condition belongs under (catalog's seed/curriculum.ts). */
  topic: string;
  /** Whom the guidance applies to: both patients are adults (18 or over) or both children. */
  population: 'adults' | 'children';
  /** Set when the guidance is for one sex only (cystitis in women, menopause): both patients are of it. */
  sex?: 'female' | 'male';
  vignettes: [string, string];
  investigations: [string, string, string];
  management: [string, string, string];
  redFlags: [string, string, string];
  referral: [string, string, string];
  counselling: [string, string, string];
  followUp: [string, string, string];
  /** Conditions one of the patients also has (hypertension, type 2 diabetes): their items are never offered as wrong answers. */
  comorbidities?: string[];
  /** Other conditions' items that are also right (or arguable) for these patients: never offered as wrong answers. */
  alsoRight: string[];
  explanation: string;
};

export const GP_CONDITIONS: GpCondition[] = [
  {
    name: 'Type 2 diabetes',
    topic: 'Type 2 diabetes: diagnosis and targets',
    population: 'adults',
    vignettes: [
      'A 54-year-old man of South Asian background has an HbA1c of 56 mmol/mol on a routine health check. He is overweight and has no symptoms.',
      'A 61-year-old woman with heart failure has an HbA1c of 64 mmol/mol on a routine blood test. She has no symptoms of hyperglycaemia.',
    ],
    investigations: [
      'Repeat HbA1c on a separate day to confirm the diagnosis',
      'Fasting lipids and eGFR',
      'Urine albumin:creatinine ratio',
    ],
    management: [
      'Metformin, started low and titrated, unless contraindicated',
      'Diabetes education with a credentialled diabetes educator and NDSS registration',
      'Add an SGLT2 inhibitor if there is heart failure or CKD',
    ],
    redFlags: [
      'Weight loss with ketonuria',
      'Foot ulcer with spreading cellulitis',
      'Blood glucose above 30 mmol/L with confusion',
    ],
    referral: [
      'Optometrist or ophthalmologist for a retinal examination at diagnosis',
      'Podiatrist for a high-risk foot',
      'Emergency department for a suspected hyperosmolar hyperglycaemic state',
    ],
    counselling: [
      'Driving safety under Austroads standards if on insulin or a sulfonylurea',
      'Diet, activity and weight loss goals',
      'Sick-day rules for medicines such as metformin, SGLT2 inhibitors and ACE inhibitors',
    ],
    followUp: [
      'HbA1c every 3 months while treatment is being adjusted',
      'Annual foot assessment',
      'Annual eGFR and urine ACR',
    ],
    alsoRight: [
      'Unexplained weight loss',
      'ACE inhibitor or ARB for albuminuria, up to the maximum tolerated dose',
      'Absolute cardiovascular risk assessment with the Aus CVD Risk Calculator',
      'Lifestyle advice on salt, alcohol, weight and exercise',
      'Smoking cessation support, including Quitline and pharmacotherapy',
      'Lipid profile',
      'Avoid NSAIDs and other nephrotoxic medicines',
      'Blood pressure and cardiovascular risk goals',
      'eGFR and urine ACR at intervals set by CKD stage',
      'At least yearly kidney health check',
      'Electrolytes, eGFR, fasting lipids and glucose, and a 12-lead ECG',
      'Statin for cardiovascular risk reduction where indicated',
      'SGLT2 inhibitor where indicated to slow progression',
      'Regular blood pressure review until at target, then at least yearly',
      'Staying physically active',
      'Transthoracic echocardiogram',
      'What a five-year cardiovascular risk estimate means',
    ],
    explanation:
      "RACGP and Diabetes Australia, 'Management of type 2 diabetes: a handbook for general practice': in a person without symptoms, confirm an HbA1c of 48 mmol/mol or more with a second test on another day; metformin is first line unless contraindicated; add an SGLT2 inhibitor where there is heart failure or CKD; check kidneys (eGFR and urine ACR), lipids, eyes and feet.",
  },
  {
    name: 'Hypertension',
    topic: 'Hypertension in adults',
    population: 'adults',
    vignettes: [
      'A 48-year-old woman has clinic blood pressures of 158/96 and 156/94 mmHg a week apart. She is otherwise well.',
      'A 62-year-old man with type 2 diabetes has clinic blood pressures of 152/92 and 150/90 mmHg on two visits.',
    ],
    investigations: [
      'Out-of-clinic blood pressure: ambulatory or home monitoring',
      'Electrolytes, eGFR, fasting lipids and glucose, and a 12-lead ECG',
      'Urine albumin:creatinine ratio',
    ],
    management: [
      'Absolute cardiovascular risk assessment with the Aus CVD Risk Calculator',
      'If drug treatment is needed: an ACE inhibitor or ARB, a calcium channel blocker or a thiazide diuretic',
      'Lifestyle advice on salt, alcohol, weight and exercise',
    ],
    redFlags: [
      'Blood pressure of 180/110 mmHg or more with headache or visual change',
      'Raised blood pressure with new confusion or chest pain',
      'Hypertension with hypokalaemia in a young patient',
    ],
    referral: [
      'Specialist review for suspected secondary hypertension',
      'Emergency department for a hypertensive emergency',
      'Specialist review if blood pressure stays above target on three drugs including a diuretic',
    ],
    counselling: [
      'Home blood pressure measurement technique',
      'What a five-year cardiovascular risk estimate means',
      'Possible side effects such as ankle swelling or cough',
    ],
    followUp: [
      'Regular blood pressure review until at target, then at least yearly',
      'Electrolytes and eGFR after starting an ACE inhibitor or ARB',
      'Blood pressure target set with the patient according to overall risk',
    ],
    comorbidities: ['Type 2 diabetes'],
    alsoRight: [
      'Electrolytes, eGFR, full blood count and thyroid function',
      'Smoking cessation support, including Quitline and pharmacotherapy',
      'Blood pressure and cardiovascular risk goals',
      'Staying physically active',
      'Avoid NSAIDs and other nephrotoxic medicines',
      'Lipid profile',
      'Statin for cardiovascular risk reduction where indicated',
      'ACE inhibitor or ARB for albuminuria, up to the maximum tolerated dose',
      'eGFR and urine ACR at intervals set by CKD stage',
      'At least yearly kidney health check',
      'Transthoracic echocardiogram',
      'Urine microscopy for haematuria',
      'Reducing alcohol and weight, and treating sleep apnoea',
    ],
    explanation:
      'Heart Foundation hypertension guideline and the Australian CVD risk guideline (2023): confirm raised clinic readings with ambulatory or home monitoring; assess absolute risk with the Aus CVD Risk Calculator; advise lifestyle change for everyone; when a drug is needed, an ACE inhibitor or ARB, a calcium channel blocker or a thiazide diuretic are all first-line choices, with no age- or ethnicity-based first step.',
  },
  {
    name: 'Asthma',
    topic: 'Asthma in adults',
    population: 'adults',
    vignettes: [
      'A 24-year-old woman has a nocturnal cough and wheeze, worse in spring. She has hay fever.',
      'A 32-year-old man with asthma uses his salbutamol reliever four times a week and has woken with symptoms twice this month. He has no preventer.',
    ],
    investigations: [
      'Spirometry with bronchodilator reversibility',
      'Repeat spirometry when symptomatic if the first test is normal',
      'Assessment of recent symptom control and flare-ups',
    ],
    management: [
      'Inhaled corticosteroid-containing treatment: regular low-dose ICS or as-needed budesonide-formoterol',
      'Check inhaler technique and adherence before stepping up',
      'Written asthma action plan',
    ],
    redFlags: [
      'Unable to speak more than a few words',
      'Silent chest, cyanosis or drowsiness',
      'Reliever giving little or no relief',
    ],
    referral: [
      'Respiratory physician if asthma stays poorly controlled despite good technique and adherence',
      'Ambulance to hospital for severe or life-threatening asthma',
      'Specialist review for suspected occupational asthma',
    ],
    counselling: [
      'How to follow the written asthma action plan',
      'Thunderstorm asthma risk in spring for people with hay fever',
      'Avoiding smoke and other known triggers',
    ],
    followUp: [
      'Regular asthma review of control, technique and action plan',
      'Review soon after every flare-up or emergency visit',
      'Consider stepping down once asthma has been well controlled for some months',
    ],
    alsoRight: [
      'Oxygen saturation of 92% or less at rest',
      'Post-bronchodilator spirometry (FEV1/FVC below 0.7)',
      'Review after every flare-up',
      'Short-acting bronchodilator as needed',
      'Smoking cessation support, including Quitline and pharmacotherapy',
      'Influenza, pneumococcal and other vaccines recommended in the Australian Immunisation Handbook',
      'Staying physically active',
      'Check oxygen saturation at reviews',
      'Written COPD action plan for flare-ups',
    ],
    explanation:
      "National Asthma Council, 'Australian Asthma Handbook': confirm the diagnosis with spirometry showing reversible airflow limitation; adults need inhaled corticosteroid-containing treatment (regular low-dose ICS, or as-needed budesonide-formoterol) rather than a reliever alone; check technique and adherence before stepping up; give every patient a written action plan.",
  },
  {
    name: 'Atrial fibrillation',
    topic: 'Atrial fibrillation',
    population: 'adults',
    vignettes: [
      'A 76-year-old woman with hypertension has an irregularly irregular pulse of 110 bpm found at an influenza vaccination clinic. An ECG confirms atrial fibrillation.',
      'A 68-year-old man with type 2 diabetes has had palpitations for two days; his ECG shows AF and he is haemodynamically stable.',
    ],
    investigations: [
      'Transthoracic echocardiogram',
      'Electrolytes, eGFR, full blood count and thyroid function',
      'Liver function tests as a baseline before anticoagulation',
    ],
    management: [
      'Rate control with a beta-blocker, verapamil or diltiazem',
      'Anticoagulation, preferably with a DOAC, if CHA2DS2-VA is 2 or more',
      'Address modifiable bleeding risks such as alcohol excess and NSAID use',
    ],
    redFlags: [
      'AF with chest pain or hypotension',
      'AF with signs of heart failure',
      'AF with syncope or a very fast ventricular rate',
    ],
    referral: [
      'Cardiologist if symptoms persist despite rate control',
      'Emergency department for haemodynamically unstable AF',
      'Cardiologist to consider rhythm control in selected patients',
    ],
    counselling: [
      'Stroke risk and the benefits of anticoagulation',
      'Bleeding symptoms to report while on anticoagulation',
      'Reducing alcohol and weight, and treating sleep apnoea',
    ],
    followUp: [
      'Annual review of anticoagulation and renal function',
      'Check resting heart rate control',
      'Review CHA2DS2-VA when risk factors change',
    ],
    comorbidities: ['Hypertension', 'Type 2 diabetes'],
    alsoRight: [
      'Smoking cessation support, including Quitline and pharmacotherapy',
      'Staying physically active',
      'Avoid NSAIDs and other nephrotoxic medicines',
      'Blood pressure and cardiovascular risk goals',
      'Lipid profile',
      'Statin for cardiovascular risk reduction where indicated',
      'Fasting lipids and eGFR',
      'Urine albumin:creatinine ratio',
    ],
    explanation:
      'NHFA/CSANZ Australian atrial fibrillation guideline (2018): once an ECG confirms AF, look for causes and a baseline with an echocardiogram, thyroid function, electrolytes, kidney and liver function and a full blood count; assess stroke risk with CHA2DS2-VA, which leaves out sex; recommend anticoagulation, preferably a DOAC, at a score of 2 or more and consider it at 1; do not withhold it on a bleeding score alone but correct modifiable bleeding risks; rate control with a beta-blocker, verapamil or diltiazem suits most patients.',
  },
  {
    name: 'Depression',
    topic: 'Depression in adults',
    population: 'adults',
    vignettes: [
      'A 35-year-old man reports low mood, early morning waking and loss of interest for six weeks after being made redundant.',
      'A 58-year-old woman has had low mood, tiredness and loss of enjoyment for three months. She is still working and her K10 score suggests moderate distress.',
    ],
    investigations: [
      'Direct questions about suicidal thoughts and plans',
      'K10 or PHQ-9 to gauge severity',
      'Thyroid function and full blood count if indicated',
    ],
    management: [
      'Psychological therapy such as CBT for milder depression',
      'SSRI such as sertraline for moderate to severe depression',
      'Safety plan with crisis contacts such as Lifeline (13 11 14)',
    ],
    redFlags: ['Active suicidal plans', 'Psychotic symptoms', 'Severe self-neglect'],
    referral: [
      'Psychologist under a GP mental health treatment plan (Better Access)',
      'Acute mental health team or emergency department for high suicide risk',
      'Psychiatrist for treatment-resistant or complex depression',
    ],
    counselling: [
      'Antidepressants take 2 to 4 weeks to start working',
      'Do not stop antidepressants suddenly',
      'Possible increased agitation early in treatment',
    ],
    followUp: [
      'Review within 2 weeks of starting an antidepressant',
      'Closer review if under 25 or at risk',
      'Continue treatment for at least 6 months after remission',
    ],
    alsoRight: [
      'Staying physically active',
      'Full blood count for anaemia or polycythaemia',
      'Pregnancy test if pregnancy is possible',
      'Lifestyle advice on salt, alcohol, weight and exercise',
      'Diet, activity and weight loss goals',
    ],
    explanation:
      'RANZCP clinical practice guideline for mood disorders: assess severity and suicide risk; psychological therapy suits milder depression, and an antidepressant such as an SSRI is added for moderate to severe depression; review early after starting, and more closely in young people or those at risk.',
  },
  {
    name: 'Urinary tract infection',
    topic: 'Urinary tract infections',
    population: 'adults',
    sex: 'female',
    vignettes: [
      'A 34-year-old non-pregnant woman has dysuria and frequency, her third episode this year. She is afebrile with no loin pain.',
      'A 28-year-old non-pregnant woman has dysuria and frequency for two days. She is afebrile with no loin pain.',
    ],
    investigations: [
      'Urine dipstick for nitrites and leucocytes',
      'Midstream urine microscopy and culture if recurrent or atypical',
      'Pregnancy test if pregnancy is possible',
    ],
    management: [
      'Trimethoprim for 3 days, or nitrofurantoin or cefalexin for 5 days',
      'Choose the antibiotic by culture results in recurrent infection',
      'Simple analgesia and adequate fluids',
    ],
    redFlags: ['Loin pain with fever or rigors', 'Visible haematuria persisting after treatment', 'Signs of sepsis'],
    referral: [
      'Urologist for recurrent infection with a suspected structural cause',
      'Emergency department for pyelonephritis with sepsis',
      'Urologist for visible haematuria that persists after treatment',
    ],
    counselling: [
      'Complete the short antibiotic course',
      'Return if no better in 48 hours or if fever or loin pain develop',
      'Adequate fluid intake',
    ],
    followUp: [
      'Review urine culture and susceptibility results',
      'Consider prevention, including prophylaxis, after frequent recurrences',
      'Repeat urinalysis for haematuria after treatment',
    ],
    alsoRight: [
      'Symptoms usually settle within a few days',
      'Review if symptoms persist beyond 3 days',
      'NSAID at the lowest effective dose for a short time if needed',
      'Kidney ultrasound if indicated',
      'Urine microscopy for haematuria',
      'Visible haematuria',
      'Temperature and assessment for systemic illness',
    ],
    explanation:
      'Therapeutic Guidelines (eTG) Antibiotic: a urine dipstick supports the diagnosis of cystitis; for uncomplicated cystitis in non-pregnant women, trimethoprim for 3 days, or nitrofurantoin or cefalexin for 5 days; send urine for culture in recurrent or atypical infection, in men and in pregnancy; fever or loin pain suggests pyelonephritis.',
  },
  {
    name: 'Chronic obstructive pulmonary disease',
    topic: 'Chronic obstructive pulmonary disease',
    population: 'adults',
    vignettes: [
      'A 63-year-old smoker has a chronic productive cough and breathlessness on hills.',
      'A 70-year-old woman with COPD has had two flare-ups needing oral corticosteroids this year.',
    ],
    investigations: [
      'Post-bronchodilator spirometry (FEV1/FVC below 0.7)',
      'Chest X-ray',
      'Full blood count for anaemia or polycythaemia',
    ],
    management: [
      'Smoking cessation support, including Quitline and pharmacotherapy',
      'Short-acting bronchodilator as needed',
      'Long-acting bronchodilators (LAMA, LABA or both) for persistent breathlessness',
    ],
    redFlags: ['Haemoptysis', 'Unexplained weight loss', 'Oxygen saturation of 92% or less at rest'],
    referral: [
      'Pulmonary rehabilitation',
      'Respiratory physician for oxygen assessment',
      'Urgent CT chest and respiratory referral for suspected lung cancer',
    ],
    counselling: [
      'Written COPD action plan for flare-ups',
      'Influenza, pneumococcal and other vaccines recommended in the Australian Immunisation Handbook',
      'Staying physically active',
    ],
    followUp: [
      'Regular review with spirometry and mMRC or CAT score',
      'Review after every flare-up',
      'Check oxygen saturation at reviews',
    ],
    alsoRight: [
      'Exercise program or physiotherapy',
      'Physiotherapist for a guided exercise program',
      'Spirometry with bronchodilator reversibility',
      'Repeat spirometry when symptomatic if the first test is normal',
      'Assessment of recent symptom control and flare-ups',
      'Review soon after every flare-up or emergency visit',
      'Avoiding smoke and other known triggers',
      'Written asthma action plan',
      'Check inhaler technique and adherence before stepping up',
      'Electrolytes, eGFR, full blood count and thyroid function',
      'Reliever giving little or no relief',
      'Unable to speak more than a few words',
      'Silent chest, cyanosis or drowsiness',
      'Transthoracic echocardiogram',
      'Ambulance to hospital for severe or life-threatening asthma',
      'Lifestyle advice on salt, alcohol, weight and exercise',
      'Diet, activity and weight loss goals',
    ],
    explanation:
      "Lung Foundation Australia, 'COPD-X Plan': confirm with post-bronchodilator FEV1/FVC below 0.7; smoking cessation, vaccination, physical activity and pulmonary rehabilitation matter most; add long-acting bronchodilators for persistent breathlessness; a written action plan helps with flare-ups.",
  },
  {
    name: 'Hypothyroidism',
    topic: 'Thyroid disorders',
    population: 'adults',
    vignettes: [
      'A 45-year-old woman is tired, has gained weight and feels cold. Her TSH is 12 mU/L and free T4 is low.',
      'A 72-year-old man with angina is tired and constipated. His TSH is 15 mU/L and free T4 is low.',
    ],
    investigations: [
      'Thyroid peroxidase antibodies',
      'Lipid profile',
      'Review of medicines that affect thyroid function, such as amiodarone and lithium',
    ],
    management: [
      'Levothyroxine, starting at 25 to 50 micrograms daily in older people or those with heart disease',
      'Full replacement of about 1.6 micrograms/kg/day only in younger adults without heart disease',
      'Take levothyroxine consistently on an empty stomach',
    ],
    redFlags: [
      'Myxoedema coma with hypothermia and confusion',
      'Goitre with stridor',
      'Rapidly enlarging thyroid lump',
    ],
    referral: [
      'Endocrinologist in pregnancy',
      'Urgent referral for a suspicious thyroid lump',
      'Endocrinologist for suspected pituitary (secondary) hypothyroidism',
    ],
    counselling: [
      'Levothyroxine is usually lifelong',
      'Separate from iron and calcium by 4 hours',
      'Tiredness and other symptoms improve over weeks as the levothyroxine dose is adjusted',
    ],
    followUp: [
      'TSH 6 weeks after starting or changing the dose',
      'Annual TSH once stable',
      'Recheck TSH if symptoms return or interacting medicines are started',
    ],
    alsoRight: [
      'Fasting lipids and eGFR',
      'Full blood count for anaemia or polycythaemia',
      'Pregnancy test if pregnancy is possible',
      'Electrolytes, eGFR, full blood count and thyroid function',
      'Diet, activity and weight loss goals',
      'Transthoracic echocardiogram',
    ],
    explanation:
      'Therapeutic Guidelines (eTG) Endocrinology: a raised TSH with a low free T4 confirms primary hypothyroidism, and thyroid peroxidase antibodies point to autoimmune (Hashimoto) thyroiditis, the usual cause; review medicines such as amiodarone and lithium; replace with levothyroxine, at full dose in younger healthy adults and starting low (25 to 50 micrograms) in older people or those with heart disease; recheck TSH about 6 weeks after each change.',
  },
  {
    name: 'Low back pain',
    topic: 'Low back pain',
    population: 'adults',
    vignettes: [
      'A 38-year-old warehouse worker has acute low back pain after lifting, with no leg symptoms.',
      'A 45-year-old nurse has had low back pain for three weeks without leg symptoms; she fears it will never settle and has stopped work.',
    ],
    investigations: [
      'No imaging for non-specific low back pain',
      'Psychosocial risk screening such as the STarT Back tool',
      'Urgent MRI only if cauda equina syndrome is suspected',
    ],
    management: [
      'Stay active and continue usual activities',
      'NSAID at the lowest effective dose for a short time if needed',
      'Exercise program or physiotherapy',
    ],
    redFlags: ['Saddle anaesthesia', 'Bladder or bowel dysfunction', 'History of cancer with new back pain'],
    referral: [
      'Physiotherapist for a guided exercise program',
      'Emergency department if cauda equina syndrome is suspected',
      'Urgent spinal imaging and specialist referral if malignancy or infection is suspected',
    ],
    counselling: [
      'Most acute low back pain improves within weeks',
      'Avoid bed rest',
      'Return urgently with bladder, bowel or saddle changes',
    ],
    followUp: [
      'Review at 2 to 4 weeks if the pain is not improving',
      'Plan a graded return to work',
      'Reassess for red flags and psychosocial risk',
    ],
    alsoRight: [
      'Unexplained weight loss',
      'Psychological therapy such as CBT for milder depression',
      'Staying physically active',
      'Simple analgesia and adequate fluids',
      'Diet, activity and weight loss goals',
      'Lifestyle advice on salt, alcohol, weight and exercise',
    ],
    explanation:
      "Australian Commission on Safety and Quality in Health Care, 'Low Back Pain Clinical Care Standard': screen for serious causes such as cauda equina syndrome; do not image without red flags; assess psychosocial risk; advise staying active with exercise-based care; use medicines sparingly and avoid opioids where possible.",
  },
  {
    name: 'Otitis media in children',
    topic: 'Acute otitis media',
    population: 'children',
    vignettes: [
      'A 3-year-old girl has had ear pain and fever for one day, with a temperature of 38.5°C. The drum is red and bulging.',
      'An 18-month-old boy has a red, bulging left eardrum after a day of fever. He is irritable but drinking well.',
    ],
    investigations: [
      'Otoscopy of both ears',
      'Temperature and assessment for systemic illness',
      'No routine ear swabs or blood tests',
    ],
    management: [
      'Paracetamol or ibuprofen for ear pain',
      'No antibiotic for most children, with review if not improving',
      'Amoxicillin for 5 days if under 2 with bilateral infection',
    ],
    redFlags: ['Mastoid swelling or tenderness', 'Meningism', 'Facial nerve weakness'],
    referral: [
      'ENT surgeon for recurrent otitis media',
      'Emergency department for suspected mastoiditis',
      'Audiology if hearing loss persists',
    ],
    counselling: [
      'Symptoms usually settle within a few days',
      'Return if no better in 2 to 3 days or more unwell',
      'Discharge from the ear may occur',
    ],
    followUp: [
      'Review if symptoms persist beyond 3 days',
      'Hearing check after recurrent episodes',
      'Safety-net for systemic illness',
    ],
    alsoRight: [
      'Complete the short antibiotic course',
      'NSAID at the lowest effective dose for a short time if needed',
      'Signs of sepsis',
      'Simple analgesia and adequate fluids',
      'Adequate fluid intake',
      'Return if no better in 48 hours or if fever or loin pain develop',
    ],
    explanation:
      'Therapeutic Guidelines (eTG) Antibiotic: most acute otitis media resolves without antibiotics, so give analgesia and review; reserve amoxicillin (5 days) for children at higher risk, for example those under 2 with bilateral infection, the systemically unwell, and children at high risk of complications, including many Aboriginal and Torres Strait Islander children.',
  },
  {
    name: 'Chronic kidney disease',
    topic: 'Chronic kidney disease',
    population: 'adults',
    vignettes: [
      'A 66-year-old woman with hypertension has an eGFR of 48 mL/min/1.73 m² on two tests three months apart and a urine albumin:creatinine ratio of 8 mg/mmol.',
      'A 59-year-old man with type 2 diabetes has an eGFR of 35 mL/min/1.73 m² and a urine albumin:creatinine ratio of 40 mg/mmol, both confirmed on repeat tests.',
    ],
    investigations: [
      'Urine microscopy for haematuria',
      'Urine albumin:creatinine ratio',
      'Kidney ultrasound if indicated',
    ],
    management: [
      'ACE inhibitor or ARB for albuminuria, up to the maximum tolerated dose',
      'SGLT2 inhibitor where indicated to slow progression',
      'Statin for cardiovascular risk reduction where indicated',
    ],
    redFlags: ['Fall in eGFR of 25% or more', 'Potassium above 6 mmol/L', 'Visible haematuria'],
    referral: [
      'Nephrologist if eGFR is below 30',
      'Nephrologist for persistent heavy albuminuria',
      'Nephrologist for a sustained rapid fall in eGFR',
    ],
    counselling: [
      'Avoid NSAIDs and other nephrotoxic medicines',
      'Blood pressure and cardiovascular risk goals',
      'Sick-day rules for medicines such as metformin, SGLT2 inhibitors and ACE inhibitors',
    ],
    followUp: [
      'eGFR and urine ACR at intervals set by CKD stage',
      'At least yearly kidney health check',
      'Check haemoglobin when eGFR falls',
    ],
    comorbidities: ['Hypertension', 'Type 2 diabetes'],
    alsoRight: [
      'Smoking cessation support, including Quitline and pharmacotherapy',
      'Staying physically active',
      'Urologist for visible haematuria that persists after treatment',
      'Visible haematuria persisting after treatment',
      'Repeat urinalysis for haematuria after treatment',
      'Transthoracic echocardiogram',
    ],
    explanation:
      "Kidney Health Australia, 'Chronic Kidney Disease (CKD) Management in Primary Care': stage CKD by eGFR and urine albumin:creatinine ratio and check the urine for haematuria; control blood pressure, using an ACE inhibitor or ARB for albuminuria, and an SGLT2 inhibitor where indicated to slow progression; refer to a nephrologist for an eGFR below 30, persistent heavy albuminuria or a rapid decline.",
  },
  {
    name: 'Menopause',
    topic: 'Menopause management',
    population: 'adults',
    sex: 'female',
    vignettes: [
      'A 51-year-old woman has hot flushes, night sweats and irregular periods for six months.',
      'A 49-year-old woman with a uterus has troublesome hot flushes and asks about menopausal hormone therapy. She has no history of breast cancer or venous thromboembolism.',
    ],
    investigations: [
      'Clinical diagnosis over 45 without hormone tests',
      'Hormone tests only if under 45 or the picture is unclear',
      'Blood pressure, BMI and up-to-date breast and cervical screening',
    ],
    management: [
      'Combined MHT (oestrogen with a progestogen) if she has a uterus',
      'Transdermal oestrogen if VTE risk is raised',
      'Vaginal oestrogen for genitourinary symptoms',
    ],
    redFlags: ['Postmenopausal bleeding', 'Unscheduled bleeding on MHT after the first 6 months', 'Breast lump'],
    referral: [
      'Pelvic ultrasound and gynaecology referral for postmenopausal bleeding',
      'Menopause specialist for complex cases',
      'Specialist review for premature ovarian insufficiency',
    ],
    counselling: [
      'Benefits and risks of MHT, including breast cancer',
      'Contraception is still needed until periods have stopped for long enough',
      'MHT usually eases hot flushes within weeks',
    ],
    followUp: [
      'Review MHT at 3 months, then yearly',
      'Blood pressure at MHT reviews',
      'Review the need for MHT and its dose',
    ],
    alsoRight: [
      'Lipid profile',
      'Fasting lipids and eGFR',
      'Staying physically active',
      'Diet, activity and weight loss goals',
      'What a five-year cardiovascular risk estimate means',
      'Pregnancy test if pregnancy is possible',
      'Absolute cardiovascular risk assessment with the Aus CVD Risk Calculator',
      'Lifestyle advice on salt, alcohol, weight and exercise',
      'Blood pressure and cardiovascular risk goals',
    ],
    explanation:
      'Australasian Menopause Society: diagnose menopause clinically over 45 without hormone tests; offer menopausal hormone therapy (MHT) after discussing benefits and risks; women with a uterus need a progestogen with oestrogen; prefer transdermal oestrogen when VTE risk is raised.',
  },
];
