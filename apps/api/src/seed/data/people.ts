/** Names for the anonymous demo buyers (bid history realism). */
export const firstNames = [
  'James', 'Maria', 'Wei', 'Fatima', 'Lukas', 'Sofia', 'Diego', 'Aisha', 'Noah', 'Chloe',
  'Rahul', 'Elena', 'Kenji', 'Olivia', 'Mateus', 'Hannah', 'Omar', 'Grace', 'Pierre', 'Zoe',
  'Daniel', 'Priya', 'Tomasz', 'Ana', 'Samuel',
];
export const lastNames = [
  'Nguyen', 'Garcia', 'Schmidt', 'Okafor', 'Kowalski', 'Rossi', 'Silva', 'Patel', 'Johnson', 'Dubois',
  'Tanaka', 'Murphy', 'Haddad', 'Fischer', 'Costa', 'Brown', 'Lopez', 'Chen', 'Novak', 'Walker',
];
export const companyWords = {
  first: ['Tech', 'Circuit', 'Green', 'Second', 'Pallet', 'Blue', 'Metro', 'Apex', 'Summit', 'Prime', 'Atlas', 'Harbor'],
  second: ['Cycle', 'Renew', 'Source', 'Byte', 'Asset', 'Logic', 'Trade', 'Works', 'Link', 'Point'],
  suffix: ['LLC', 'Inc', 'GmbH', 'Ltd', 'B.V.', 'S.A.', 'Corp'],
};
