// Decodes the compact geographic database of the thai-address-database package
// (ISC licence) into server/seed/reference/thai-address.json: provinces, districts
// and sub-districts with their official codes and postcodes.
// Run once when the source data changes: node scripts/build-thai-address.cjs <geodb.json>
const fs = require('fs');
const path = require('path');
const src = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const lookup = src.lookup.split('|');
const words = src.words.split('|');
const t = (text) => {
  if (typeof text === 'number') text = lookup[text];
  return text.replace(/[A-Z]/gi, (m) => {
    const ch = m.charCodeAt(0);
    return words[ch < 97 ? ch - 65 : 26 + ch - 97];
  });
};
// Districts the source lists without a code, with their official DOPA codes.
const DISTRICT_CODES = {
  เมืองบึงกาฬ: 9701,
  เซกา: 9702,
  โซ่พิสัย: 9703,
  พรเจริญ: 9704,
  ศรีวิไล: 9705,
  บึงโขงหลง: 9706,
  ปากคาด: 9707,
  บุ่งคล้า: 9708,
  จตุรพักตร์พิมาน: 4504,
  กัลยาณิวัฒนา: 5025,
};
const provinces = [];
const districts = [];
const subdistricts = [];
const seenSub = new Set();
for (const [pName, pCode, amphoes] of src.data) {
  provinces.push([pCode, t(pName)]);
  for (const [aName, rawCode, tambons] of amphoes) {
    const aCode = rawCode || DISTRICT_CODES[t(aName)];
    if (!aCode) throw new Error(`no code for district ${t(aName)}`);
    districts.push([aCode, pCode, t(aName)]);
    let seq = 0;
    for (const [tName, rawTCode, zips] of tambons) {
      seq += 1;
      // Sub-districts listed without a code get district code + sequence.
      const tCode = rawTCode || aCode * 100 + seq;
      const zip = Array.isArray(zips) ? zips[0] : zips;
      const key = `${aCode}:${tCode}`;
      if (seenSub.has(key)) continue;
      seenSub.add(key);
      subdistricts.push([tCode, aCode, t(tName), String(zip)]);
    }
  }
}
provinces.sort((a, b) => a[0] - b[0]);
districts.sort((a, b) => a[0] - b[0]);
subdistricts.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
const out = path.join(__dirname, '../server/seed/reference/thai-address.json');
fs.writeFileSync(out, JSON.stringify({ provinces, districts, subdistricts }));
console.log(provinces.length, districts.length, subdistricts.length);
