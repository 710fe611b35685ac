declare module 'myanmar-tools' {
  const myanmarTools: {
    ZawgyiDetector: new () => { getZawgyiProbability(input: string): number };
    ZawgyiConverter: new () => {
      zawgyiToUnicode(input: string): string;
      unicodeToZawgyi(input: string): string;
    };
  };
  export default myanmarTools;
}
