import type { Catalogue } from './catalogue.ts';
import type { enTours } from './en-tours.ts';

/** The guided product tours (app/tour): Afrikaans, step for step as the domain lists them. */
export const afTours: Catalogue<typeof enTours> = {
  documents: {
    name: 'Dokumente-toer',
    steps: {
      '0': {
        title: 'Welkom by Quire',
        text: 'Alles wat jy vir ondertekening stuur, en elke sjabloon wat jy hou, word hier gelys. Hierdie kort toer wys jou hoe alles werk.',
      },
      '1': {
        title: 'Begin ’n dokument',
        text: 'Laai ’n PDF op, of begin met een van jou sjablone. Quire maak dit in die redigeerder oop sodat jy velde kan plaas en ondertekenaars kan byvoeg.',
      },
      '2': {
        title: 'Vind enigiets',
        text: 'Soek op dokumentnaam of ondertekenaar, en beperk die lys volgens soort en status.',
      },
      '3': {
        title: 'Volg elke dokument',
        text: 'Elke ry wys waar ’n dokument staan: in opstelling, wag op handtekeninge, voltooi. Maak een oop om te sien wie onderteken het en wat die ouditspoor sê.',
      },
      '4': {
        title: 'Jou rekening',
        text: 'Jou profiel, handtekening, werkruimtes en hierdie toer is in hierdie kieslys. Jy is gereed om jou eerste dokument te stuur.',
      },
    },
  },
  editor: {
    name: 'Redigeerder-toer',
    steps: {
      '0': {
        title: 'Plaas velde',
        text: 'Kies ’n veldsoort (handtekening, voorletters, datum, teks, merkblokkie) en klik dan op die bladsy waar dit hoort, of sleep dit daarheen.',
      },
      '1': {
        title: 'Ondertekenaars en instellings',
        text: 'Voeg almal by wat moet onderteken, in die volgorde waarin hulle onderteken: elkeen kry ’n kleur, en hul velde kry dit ook. Die dokumentinstellings en reëls is ook in hierdie oortjies.',
      },
      '2': {
        title: 'Jou dokument',
        text: 'Sleep velde om hulle te skuif en trek aan hul hoeke om die grootte te verander. Ctrl Z maak ongedaan, Delete verwyder die gekose velde.',
      },
      '3': {
        title: 'Stuur vir ondertekening',
        text: 'Wanneer elke ondertekenaar sy velde het, vra vir handtekeninge. Quire pos elke ondertekenaar om die beurt en laat jou weet soos hulle onderteken.',
      },
    },
  },
};
