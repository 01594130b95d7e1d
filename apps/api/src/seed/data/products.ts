import type { BrandName, CategoryKey } from './reference.js';

export type DeviceKind = 'laptop' | 'desktop' | 'server' | 'monitor' | 'switch' | 'tablet' | 'printer' | 'drive' | 'phone' | 'mixed';

/** One product family the generator builds lots of. Values are Grade A per unit, in cents. */
export interface ProductModel {
  brand: BrandName;
  /** Marketing name, e.g. "Latitude 7490". */
  name: string;
  /** Configurations: text in the title and a price factor. */
  specs: readonly (readonly [spec: string, factor: number])[];
  /** Trailing noun for the title ("Monitors"), when the name alone is unclear. */
  noun?: string;
  unitValue: number;
  unitWeightLb: number;
  year: number;
}

export interface CategoryProfile {
  device: DeviceKind;
  /** Units per lot. */
  qty: readonly [min: number, max: number];
  /** Units that fit on one 48x40 pallet. */
  perPallet: number;
  accessories: readonly string[];
  models: readonly ProductModel[];
}

const laptopSpecs = {
  gen5: [
    ['i5-5300U 8GB 256GB SSD', 1],
    ['i7-5600U 8GB 256GB SSD', 1.12],
  ],
  gen8: [
    ['i5-8350U 8GB 256GB SSD', 0.92],
    ['i5-8350U 16GB 256GB SSD', 1],
    ['i7-8650U 16GB 512GB SSD', 1.18],
  ],
  gen8b: [
    ['i5-8265U 8GB 256GB SSD', 0.95],
    ['i5-8365U 16GB 256GB SSD', 1.05],
    ['i7-8665U 16GB 512GB SSD', 1.2],
  ],
  gen10: [
    ['i5-10310U 16GB 256GB SSD', 1],
    ['i7-10610U 16GB 512GB SSD', 1.15],
  ],
  gen11: [
    ['i5-1145G7 16GB 256GB SSD', 1],
    ['i7-1185G7 16GB 512GB SSD', 1.16],
  ],
} as const;

export const categoryProfiles: Record<CategoryKey, CategoryProfile> = {
  laptops: {
    device: 'laptop',
    qty: [10, 150],
    perPallet: 60,
    accessories: ['65W USB-C AC adapter', '65W barrel AC adapter', 'Docking station', 'Laptop sleeve'],
    models: [
      { brand: 'Dell', name: 'Latitude 7490', specs: laptopSpecs.gen8, unitValue: 21_000, unitWeightLb: 5, year: 2018 },
      { brand: 'Dell', name: 'Latitude 5490', specs: laptopSpecs.gen8, unitValue: 17_500, unitWeightLb: 5.5, year: 2018 },
      { brand: 'Dell', name: 'Latitude 5400', specs: laptopSpecs.gen8b, unitValue: 21_500, unitWeightLb: 5.3, year: 2019 },
      { brand: 'Dell', name: 'Latitude 7410', specs: laptopSpecs.gen10, unitValue: 32_000, unitWeightLb: 4.8, year: 2020 },
      { brand: 'Dell', name: 'Latitude 5420', specs: laptopSpecs.gen11, unitValue: 36_000, unitWeightLb: 5.1, year: 2021 },
      // Older fleet stock; search examples use "E7450" and "latitude".
      { brand: 'Dell', name: 'Latitude E7450', specs: laptopSpecs.gen5, unitValue: 9_500, unitWeightLb: 4.3, year: 2015 },
      { brand: 'HP', name: 'EliteBook 840 G5', specs: laptopSpecs.gen8, unitValue: 19_500, unitWeightLb: 4.9, year: 2018 },
      { brand: 'HP', name: 'EliteBook 840 G6', specs: laptopSpecs.gen8b, unitValue: 24_000, unitWeightLb: 4.9, year: 2019 },
      { brand: 'HP', name: 'EliteBook 850 G7', specs: laptopSpecs.gen10, unitValue: 31_000, unitWeightLb: 5.4, year: 2020 },
      { brand: 'HP', name: 'ProBook 450 G8', specs: laptopSpecs.gen11, unitValue: 29_000, unitWeightLb: 5.6, year: 2021 },
      { brand: 'Lenovo', name: 'ThinkPad T480', specs: laptopSpecs.gen8, unitValue: 20_000, unitWeightLb: 5.2, year: 2018 },
      { brand: 'Lenovo', name: 'ThinkPad T490', specs: laptopSpecs.gen8b, unitValue: 24_500, unitWeightLb: 4.8, year: 2019 },
      { brand: 'Lenovo', name: 'ThinkPad X1 Carbon Gen 7', specs: laptopSpecs.gen8b, unitValue: 33_000, unitWeightLb: 3.6, year: 2019 },
      { brand: 'Lenovo', name: 'ThinkPad T14 Gen 2', specs: laptopSpecs.gen11, unitValue: 38_000, unitWeightLb: 4.9, year: 2021 },
      { brand: 'Lenovo', name: 'ThinkPad L15 Gen 1', specs: laptopSpecs.gen10, unitValue: 27_000, unitWeightLb: 5.8, year: 2020 },
    ],
  },
  desktops: {
    device: 'desktop',
    qty: [10, 80],
    perPallet: 40,
    accessories: ['USB keyboard', 'USB optical mouse', 'Power cord (C13)', 'Wi-Fi card'],
    models: [
      { brand: 'Dell', name: 'OptiPlex 7060 SFF', specs: [['i5-8500 8GB 256GB SSD', 1], ['i7-8700 16GB 512GB SSD', 1.3]], unitValue: 14_500, unitWeightLb: 12, year: 2018 },
      { brand: 'Dell', name: 'OptiPlex 3070 Micro', specs: [['i5-9500T 8GB 256GB SSD', 1], ['i3-9100T 8GB 128GB SSD', 0.8]], unitValue: 13_000, unitWeightLb: 4, year: 2019 },
      { brand: 'Dell', name: 'OptiPlex 7080 Tower', specs: [['i7-10700 16GB 512GB SSD', 1]], unitValue: 29_000, unitWeightLb: 20, year: 2020 },
      { brand: 'HP', name: 'EliteDesk 800 G4 SFF', specs: [['i5-8500 8GB 256GB SSD', 1], ['i7-8700 16GB 512GB SSD', 1.28]], unitValue: 14_000, unitWeightLb: 13, year: 2018 },
      { brand: 'HP', name: 'ProDesk 600 G5 Mini', specs: [['i5-9500T 8GB 256GB SSD', 1]], unitValue: 15_500, unitWeightLb: 3.5, year: 2019 },
      { brand: 'HP', name: 'EliteDesk 800 G6 Tower', specs: [['i7-10700 16GB 512GB SSD', 1]], unitValue: 30_000, unitWeightLb: 19, year: 2020 },
      { brand: 'Lenovo', name: 'ThinkCentre M720q Tiny', specs: [['i5-8500T 8GB 256GB SSD', 1], ['i3-8100T 8GB 128GB SSD', 0.78]], unitValue: 13_500, unitWeightLb: 3, year: 2018 },
      { brand: 'Lenovo', name: 'ThinkCentre M920s SFF', specs: [['i5-9500 16GB 256GB SSD', 1], ['i7-9700 16GB 512GB SSD', 1.25]], unitValue: 17_000, unitWeightLb: 12, year: 2019 },
      { brand: 'Lenovo', name: 'ThinkCentre M75q Gen 2', specs: [['Ryzen 5 PRO 4650GE 16GB 256GB SSD', 1]], unitValue: 22_000, unitWeightLb: 3, year: 2021 },
    ],
  },
  servers: {
    device: 'server',
    qty: [2, 12],
    perPallet: 8,
    accessories: ['Sliding rail kit', '750W power supply', 'Front bezel', 'C13-C14 power cord'],
    models: [
      { brand: 'Dell', name: 'PowerEdge R640', specs: [['2x Xeon Gold 6130 256GB RAM 2x 1.2TB SAS', 1], ['2x Xeon Silver 4114 128GB RAM No Drives', 0.7]], unitValue: 120_000, unitWeightLb: 48, year: 2018 },
      { brand: 'Dell', name: 'PowerEdge R740', specs: [['2x Xeon Gold 6140 384GB RAM 8x 1.8TB SAS', 1], ['2x Xeon Silver 4116 128GB RAM No Drives', 0.65]], unitValue: 165_000, unitWeightLb: 62, year: 2018 },
      { brand: 'Dell', name: 'PowerEdge R730xd', specs: [['2x Xeon E5-2680 v4 256GB RAM 12x 4TB SAS', 1]], unitValue: 70_000, unitWeightLb: 70, year: 2016 },
      { brand: 'HP', name: 'ProLiant DL360 Gen10', specs: [['2x Xeon Gold 6132 192GB RAM 4x 960GB SSD', 1], ['2x Xeon Silver 4110 64GB RAM No Drives', 0.62]], unitValue: 110_000, unitWeightLb: 46, year: 2018 },
      { brand: 'HP', name: 'ProLiant DL380 Gen9', specs: [['2x Xeon E5-2690 v4 256GB RAM 8x 1.2TB SAS', 1]], unitValue: 55_000, unitWeightLb: 60, year: 2016 },
      { brand: 'Lenovo', name: 'ThinkSystem SR650', specs: [['2x Xeon Gold 5118 192GB RAM 6x 1.2TB SAS', 1]], unitValue: 105_000, unitWeightLb: 66, year: 2018 },
      { brand: 'Lenovo', name: 'ThinkSystem SR630', specs: [['2x Xeon Silver 4114 128GB RAM 2x 480GB SSD', 1]], unitValue: 85_000, unitWeightLb: 42, year: 2018 },
    ],
  },
  monitors: {
    device: 'monitor',
    qty: [20, 90],
    perPallet: 45,
    accessories: ['DisplayPort cable', 'Power cord', 'Height-adjustable stand', 'VESA mount'],
    models: [
      { brand: 'Dell', name: 'P2419H', noun: 'Monitors', specs: [['24" 1080p IPS', 1]], unitValue: 8_500, unitWeightLb: 12, year: 2018 },
      { brand: 'Dell', name: 'U2719D', noun: 'Monitors', specs: [['27" 1440p IPS', 1]], unitValue: 15_500, unitWeightLb: 14, year: 2018 },
      { brand: 'Dell', name: 'E2216H', noun: 'Monitors', specs: [['22" 1080p', 1]], unitValue: 4_500, unitWeightLb: 9, year: 2016 },
      { brand: 'HP', name: 'E24 G4', noun: 'Monitors', specs: [['24" 1080p IPS', 1]], unitValue: 9_500, unitWeightLb: 11, year: 2020 },
      { brand: 'HP', name: 'EliteDisplay E243', noun: 'Monitors', specs: [['24" 1080p IPS', 1]], unitValue: 7_000, unitWeightLb: 11, year: 2017 },
      { brand: 'Lenovo', name: 'ThinkVision T24i-10', noun: 'Monitors', specs: [['24" 1080p IPS', 1]], unitValue: 8_000, unitWeightLb: 12, year: 2019 },
      { brand: 'Lenovo', name: 'ThinkVision P27h-20', noun: 'Monitors', specs: [['27" 1440p USB-C', 1]], unitValue: 17_000, unitWeightLb: 15, year: 2020 },
    ],
  },
  networking: {
    device: 'switch',
    qty: [4, 40],
    perPallet: 30,
    accessories: ['Rack-mount ears', 'Console cable', '1G SFP transceiver', '10G SFP+ transceiver'],
    models: [
      { brand: 'Cisco', name: 'Catalyst 2960X-48FPD-L', noun: 'Switches', specs: [['48-Port PoE+ 2x 10G SFP+', 1]], unitValue: 38_000, unitWeightLb: 15, year: 2016 },
      { brand: 'Cisco', name: 'Catalyst 9300-48P', noun: 'Switches', specs: [['48-Port PoE+ Network Essentials', 1]], unitValue: 110_000, unitWeightLb: 18, year: 2019 },
      { brand: 'Dell', name: 'PowerSwitch N1548P', noun: 'Switches', specs: [['48-Port PoE+ 4x 10G SFP+', 1]], unitValue: 32_000, unitWeightLb: 14, year: 2017 },
      { brand: 'Dell', name: 'PowerSwitch S4048-ON', noun: 'Switches', specs: [['48x 10G SFP+ 6x 40G QSFP+', 1]], unitValue: 75_000, unitWeightLb: 20, year: 2016 },
      { brand: 'HP', name: 'Aruba 2930F-48G', noun: 'Switches', specs: [['48-Port 4x SFP+ (JL254A)', 1]], unitValue: 45_000, unitWeightLb: 12, year: 2018 },
      { brand: 'HP', name: 'Aruba 2530-24G', noun: 'Switches', specs: [['24-Port 4x SFP (J9776A)', 1]], unitValue: 14_000, unitWeightLb: 8, year: 2015 },
      { brand: 'Lenovo', name: 'ThinkSystem NE1032', noun: 'Switches', specs: [['32x 10G SFP+', 1]], unitValue: 60_000, unitWeightLb: 14, year: 2018 },
    ],
  },
  tablets: {
    device: 'tablet',
    qty: [20, 120],
    perPallet: 150,
    accessories: ['USB-C charger', 'Keyboard cover', 'Active pen', 'Rugged case'],
    models: [
      { brand: 'Apple', name: 'iPad 7th Gen A2197', specs: [['32GB Wi-Fi', 1], ['128GB Wi-Fi', 1.2]], unitValue: 12_500, unitWeightLb: 1.5, year: 2019 },
      { brand: 'Apple', name: 'iPad Air 3rd Gen A2152', specs: [['64GB Wi-Fi', 1]], unitValue: 17_500, unitWeightLb: 1.4, year: 2019 },
      { brand: 'Samsung', name: 'Galaxy Tab A7 SM-T500', specs: [['32GB Wi-Fi', 1]], unitValue: 7_000, unitWeightLb: 1.4, year: 2020 },
      { brand: 'Dell', name: 'Latitude 7210 2-in-1', specs: [['i5-10310U 8GB 256GB SSD', 1]], unitValue: 26_000, unitWeightLb: 2.5, year: 2020 },
      { brand: 'HP', name: 'Elite x2 G4', specs: [['i5-8265U 8GB 256GB SSD', 1]], unitValue: 21_000, unitWeightLb: 2.6, year: 2019 },
      { brand: 'Lenovo', name: 'ThinkPad X12 Detachable', specs: [['i5-1130G7 8GB 256GB SSD', 1]], unitValue: 30_000, unitWeightLb: 2.4, year: 2021 },
      { brand: 'Lenovo', name: 'Tab M10 HD TB-X306F', specs: [['32GB Wi-Fi', 1]], unitValue: 6_000, unitWeightLb: 1.3, year: 2020 },
    ],
  },
  printers: {
    device: 'printer',
    qty: [4, 24],
    perPallet: 12,
    accessories: ['Toner cartridge (partial)', '550-sheet paper tray', 'Power cord', 'USB cable'],
    models: [
      { brand: 'HP', name: 'LaserJet Pro M404dn', noun: 'Mono Laser Printers', specs: [['Duplex Network', 1]], unitValue: 13_000, unitWeightLb: 22, year: 2019 },
      { brand: 'HP', name: 'LaserJet Enterprise M607dn', noun: 'Mono Laser Printers', specs: [['Duplex Network', 1]], unitValue: 38_000, unitWeightLb: 47, year: 2017 },
      { brand: 'HP', name: 'Color LaserJet Pro M479fdw', noun: 'Color MFPs', specs: [['Print/Scan/Copy/Fax', 1]], unitValue: 24_000, unitWeightLb: 52, year: 2019 },
      { brand: 'Dell', name: 'B2360dn', noun: 'Mono Laser Printers', specs: [['Duplex Network', 1]], unitValue: 7_500, unitWeightLb: 29, year: 2015 },
      { brand: 'Dell', name: 'S2830dn', noun: 'Smart Printers', specs: [['Duplex Network Wi-Fi', 1]], unitValue: 10_000, unitWeightLb: 30, year: 2016 },
      { brand: 'Lenovo', name: 'LJ2655DN', noun: 'Mono Laser Printers', specs: [['Duplex Network', 1]], unitValue: 5_500, unitWeightLb: 18, year: 2017 },
    ],
  },
  components: {
    device: 'drive',
    qty: [25, 400],
    perPallet: 800,
    accessories: ['2.5" drive caddy', 'Anti-static bag', 'Drive tray blank', 'SAS cable'],
    models: [
      { brand: 'Dell', name: '1.2TB 10K SAS 12Gbps 2.5" HDD (0G2G54)', specs: [['With caddy', 1]], unitValue: 4_500, unitWeightLb: 0.6, year: 2017 },
      { brand: 'Dell', name: '16GB DDR4-2666 RDIMM (SNPTFYHPC/16G)', specs: [['ECC Registered', 1]], unitValue: 2_400, unitWeightLb: 0.1, year: 2018 },
      { brand: 'HP', name: '900GB 10K SAS 12G 2.5" HDD (785069-B21)', specs: [['With SmartCarrier', 1]], unitValue: 3_800, unitWeightLb: 0.6, year: 2016 },
      { brand: 'HP', name: '32GB DDR4-2666 RDIMM (815100-B21)', specs: [['Dual Rank x4', 1]], unitValue: 4_800, unitWeightLb: 0.1, year: 2018 },
      { brand: 'Lenovo', name: '480GB SATA 6Gb 2.5" SSD (4XB7A10248)', specs: [['Entry Read-Intensive', 1]], unitValue: 5_200, unitWeightLb: 0.3, year: 2019 },
      { brand: 'Lenovo', name: '256GB M.2 NVMe SSD (SSS0L24977)', specs: [['OEM pull', 1]], unitValue: 1_800, unitWeightLb: 0.05, year: 2020 },
    ],
  },
  phones: {
    device: 'phone',
    qty: [25, 200],
    perPallet: 400,
    accessories: ['USB-C cable', 'Lightning cable', 'SIM tool', 'Retail box'],
    models: [
      { brand: 'Apple', name: 'iPhone 11 A2111', specs: [['64GB Unlocked', 1], ['128GB Unlocked', 1.12]], unitValue: 21_000, unitWeightLb: 0.5, year: 2019 },
      { brand: 'Apple', name: 'iPhone XR A1984', specs: [['64GB Unlocked', 1]], unitValue: 14_500, unitWeightLb: 0.5, year: 2018 },
      { brand: 'Apple', name: 'iPhone SE 2nd Gen A2275', specs: [['64GB Unlocked', 1]], unitValue: 10_500, unitWeightLb: 0.4, year: 2020 },
      { brand: 'Samsung', name: 'Galaxy S10 SM-G973U', specs: [['128GB Unlocked', 1]], unitValue: 12_000, unitWeightLb: 0.4, year: 2019 },
      { brand: 'Samsung', name: 'Galaxy A52 5G SM-A526U', specs: [['128GB Unlocked', 1]], unitValue: 11_000, unitWeightLb: 0.45, year: 2021 },
      { brand: 'Lenovo', name: 'Motorola moto g power (2021)', specs: [['64GB Unlocked', 1]], unitValue: 6_500, unitWeightLb: 0.45, year: 2021 },
    ],
  },
  mixed: {
    device: 'mixed',
    qty: [40, 160],
    perPallet: 50,
    accessories: ['Assorted AC adapters', 'Assorted power cords', 'Keyboards and mice', 'Docking stations'],
    models: [
      { brand: 'Dell', name: 'Latitude / OptiPlex', noun: 'laptops and desktops', specs: [['i5 6th-8th Gen', 1]], unitValue: 9_000, unitWeightLb: 9, year: 2017 },
      { brand: 'HP', name: 'EliteBook / EliteDesk', noun: 'laptops and desktops', specs: [['i5 6th-8th Gen', 1]], unitValue: 8_800, unitWeightLb: 9, year: 2017 },
      { brand: 'Lenovo', name: 'ThinkPad / ThinkCentre', noun: 'laptops and desktops', specs: [['i5 7th-10th Gen', 1]], unitValue: 10_000, unitWeightLb: 8, year: 2018 },
    ],
  },
};
