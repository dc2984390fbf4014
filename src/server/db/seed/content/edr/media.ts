import type { ContentSeed } from '../../types.js';
import { vimeoEmbed, youtubeEmbed } from '../../util.js';

/**
 * Embed codes use the sample video ids of the YouTube and Vimeo player documentation, so that
 * the demo player shows a real video.
 */
const YOUTUBE_SAMPLE = 'M7lc1UVf-VE';
const VIMEO_SAMPLE = '76979871';

/** Electronic Design Review: videos, podcasts and media galleries. */
export const EDR_VIDEOS: ContentSeed[] = [
  {
    type: 'Video',
    name: 'Bench Demo: Measuring GaN Switching Loss',
    teaser: 'We measure turn-on and turn-off energy of a 650 V GaN half bridge with a double-pulse test and show where the errors hide.',
    section: 'resources/videos',
    authors: ['Tom Brennan', 'Marco Bellini'],
    tags: ['GaN', 'Oscilloscopes'],
    image: 'oscilloscope-waveforms.jpg',
    embedCode: youtubeEmbed(YOUTUBE_SAMPLE, 'Bench Demo: Measuring GaN Switching Loss'),
    body: [
      'The double-pulse test is the standard way to characterise switching losses, but at GaN speeds every nanosecond of probe skew matters.',
      'In this video, Marco sets up the test, deskews the voltage and current probes and compares the measured energy with the datasheet.',
      'Chapters: setup (0:00), deskew (3:10), turn-on loss (6:45), turn-off loss (9:20), conclusions (12:05).',
    ],
  },
  {
    type: 'Video',
    name: 'How to Use a Current Probe Correctly',
    teaser: 'Degaussing, zeroing, orientation and bandwidth: five minutes that will make your current measurements trustworthy.',
    section: 'resources/videos',
    authors: ['Kenji Watanabe'],
    tags: ['Oscilloscopes', 'Power Integrity'],
    embedCode: vimeoEmbed(VIMEO_SAMPLE, 'How to Use a Current Probe Correctly'),
    body: [
      'Hall-effect current probes are easy to use and easy to misuse. A magnetised core or a forgotten zero adjustment can shift every reading.',
      'Kenji shows the routine he follows before each measurement and explains the probe’s bandwidth and insertion impedance.',
      'The video ends with a comparison of a current probe and a shunt on the same switching waveform.',
    ],
  },
  {
    type: 'Video',
    name: 'RISC-V Dev Board Unboxing and First Blink',
    teaser: 'From box to blinking LED in fifteen minutes: we unbox a RISC-V evaluation board and set up the open-source toolchain.',
    section: 'resources/videos',
    authors: ['Aisha Karim', 'Tom Brennan'],
    tags: ['RISC-V'],
    company: 'Kestrel Microsystems',
    image: 'risc-v-die.jpg',
    embedCode: youtubeEmbed(YOUTUBE_SAMPLE, 'RISC-V Dev Board Unboxing and First Blink'),
    body: [
      'Aisha unboxes a K32R evaluation board, installs the GCC toolchain and the vendor’s SDK, and builds the first example.',
      'She then debugs the blink example over the on-board probe and shows how to view the RTOS tasks in the IDE.',
      'Links to the SDK and the board documentation are in the description.',
    ],
  },
  {
    type: 'Video',
    name: 'EV Inverter Teardown Highlights',
    teaser: 'Inside an 800 V silicon carbide traction inverter: power module, gate drivers, DC-link capacitor and cooling plate.',
    section: 'resources/videos',
    authors: ['Tom Brennan', 'Sofia Lindqvist'],
    tags: ['EV', 'SiC'],
    image: 'ev-powertrain.jpg',
    embedCode: vimeoEmbed(VIMEO_SAMPLE, 'EV Inverter Teardown Highlights'),
    body: [
      'We took apart a production 800 V traction inverter to see how its designers solved the packaging and cooling problems.',
      'Highlights include the sintered silicon carbide power module, the film DC-link capacitor and the pin-fin cooling plate.',
      'Sofia explains the gate-driver board and the isolated current sensors.',
    ],
  },
  {
    type: 'Video',
    name: 'Five Minutes on Signal Integrity: Reflections',
    teaser: 'Why an unterminated trace rings, shown on a real board with a fast scope and a simple fix.',
    section: 'resources/videos',
    authors: ['Kenji Watanabe'],
    tags: ['Signal Integrity', 'PCB Design'],
    embedCode: youtubeEmbed(YOUTUBE_SAMPLE, 'Five Minutes on Signal Integrity: Reflections'),
    status: 2,
    body: [
      'Reflections are the first signal-integrity problem most engineers meet.',
      'We show a ringing clock line, calculate the reflection coefficient and fix it with a series resistor.',
      'Draft: final edit pending.',
    ],
  },
];

/** Videos of a company in the directory (its page lists them with company_videos). */
export const EDR_COMPANY_VIDEOS: ContentSeed[] = [
  {
    type: 'Video',
    name: 'Kestrel K32R Lockstep Demo: Catching an Injected Fault',
    teaser: 'A Kestrel engineer injects a bit flip into one core of the K32R and shows the lockstep comparator catch it within a clock cycle.',
    section: 'resources/videos',
    authors: ['Aisha Karim'],
    tags: ['RISC-V', 'Functional Safety'],
    company: 'Kestrel Microsystems',
    image: 'risc-v-die.jpg',
    embedCode: youtubeEmbed(YOUTUBE_SAMPLE, 'Kestrel K32R Lockstep Demo: Catching an Injected Fault'),
    body: [
      'Dual-core lockstep is the backbone of ASIL D microcontrollers: two cores run the same code and a comparator checks every output.',
      'In this demo, a debugger flips a register bit in the checker core and the safety monitor raises the fault before the next instruction retires.',
      'Aisha then walks through the fault-reaction configuration and the diagnostic coverage claimed in the safety manual.',
    ],
  },
];

export const EDR_PODCASTS: ContentSeed[] = [
  {
    type: 'Podcast',
    name: 'EDR Podcast Episode 41: The GaN Tipping Point',
    teaser: 'Why gallium nitride has moved from chargers into data centers and cars, and what is still holding it back.',
    section: 'resources/podcasts',
    authors: ["Grace O'Neill", 'Marco Bellini'],
    tags: ['GaN'],
    details: { audioUrl: 'https://media.edr-demo.example/podcast/edr-041.mp3', durationSeconds: 2412 },
    body: [
      'Grace and Marco discuss how gallium nitride moved from a niche technology to the default choice for chargers.',
      { ul: ['GaN in server power supplies', 'Automotive qualification and 48 V converters', 'Reliability data after ten years in the field'] },
      'Marco also shares the failure modes he saw most often in early GaN designs, and how layout fixed them.',
      'Plus: listener questions on gate-drive design.',
    ],
  },
  {
    type: 'Podcast',
    name: 'EDR Podcast Episode 42: RISC-V in the Car',
    teaser: 'Functional safety, long-term supply and software: what it takes for RISC-V to win automotive designs.',
    section: 'resources/podcasts',
    authors: ["Grace O'Neill", 'Aisha Karim'],
    tags: ['RISC-V', 'Functional Safety'],
    details: { audioUrl: 'https://media.edr-demo.example/podcast/edr-042.mp3', durationSeconds: 2780 },
    body: [
      'Aisha joins Grace to talk about the first automotive ECUs built on RISC-V microcontrollers.',
      'They discuss safety certification, toolchain qualification and what carmakers ask before approving a new architecture.',
      'The episode closes with predictions for the next five years.',
    ],
  },
  {
    type: 'Podcast',
    name: 'EDR Podcast Episode 43: Test Engineers on AI Tools',
    teaser: 'Three test engineers on how machine learning is changing anomaly detection, test coverage and failure analysis.',
    section: 'resources/podcasts',
    authors: ["Grace O'Neill", 'Kenji Watanabe'],
    tags: ['Edge AI', 'Oscilloscopes'],
    details: { audioUrl: 'https://media.edr-demo.example/podcast/edr-043.mp3', durationSeconds: 3105 },
    body: [
      'Machine learning has found its way into test benches and production lines.',
      'Kenji and three guests from production test discuss where it helps, where it does not and how to validate it.',
      'Topics include anomaly detection on waveforms and smarter test-coverage planning.',
    ],
  },
  {
    type: 'Podcast',
    name: 'EDR Podcast Episode 44: Battery Passports and Your BMS',
    teaser: 'New rules require batteries to carry a digital passport. What data the battery management system will need to record.',
    section: 'resources/podcasts',
    authors: ["Grace O'Neill"],
    tags: ['Battery Management', 'EV'],
    terms: ['Location:Europe'],
    details: { audioUrl: 'https://media.edr-demo.example/podcast/edr-044.mp3', durationSeconds: 1980 },
    body: [
      'Battery passports will record the origin, composition and state of health of industrial and EV batteries.',
      'Grace talks with a BMS architect about which data will have to be measured and stored over the battery’s life.',
      'They also discuss data access for repair and second-life use.',
    ],
  },
];

export const EDR_GALLERIES: ContentSeed[] = [
  {
    type: 'MediaGallery',
    name: 'Inside the Lab: Teardown of a 240 W Charger',
    teaser: 'Photos from our teardown of a 240 W GaN charger: the PFC stage, the planar transformer and the thermal design.',
    section: 'resources/galleries',
    tags: ['GaN', 'USB-C', 'Thermal Management'],
    image: 'chip-package.jpg',
    gallery: ['circuit-board.jpg', 'battery-cells.jpg', 'oscilloscope-waveforms.jpg', 'mesh-network.jpg'],
    body: [
      'We opened a 240 W USB-C charger to see how its designers fitted the power into such a small case.',
      'The photos show the main board, the planar transformer, the graphite heat spreader and the secondary-side controller.',
      'Read the full analysis in our article on 240 W power stages.',
    ],
  },
  {
    type: 'MediaGallery',
    name: 'Scenes from the Automotive Electronics Workshop',
    teaser: 'Keynotes, the demo floor and the evening panel: highlights from two days of automotive electronics in Detroit.',
    section: 'resources/galleries',
    tags: ['EV', 'ADAS'],
    image: 'conference-stage.jpg',
    gallery: ['ev-powertrain.jpg', 'webinar-screen.jpg', 'rf-antenna.jpg'],
    body: [
      'More than 400 engineers attended the Automotive Electronics Workshop.',
      'The gallery shows the keynote stage, the demo area with inverter and battery exhibits, and the closing panel.',
      'Slides are available to registered attendees.',
    ],
  },
  {
    type: 'MediaGallery',
    name: 'Ten Dev Boards Worth a Look',
    teaser: 'From RISC-V MCUs to FPGA accelerators: ten evaluation boards that crossed our bench this quarter.',
    section: 'resources/galleries',
    tags: ['RISC-V', 'FPGA', 'Edge AI'],
    image: 'risc-v-die.jpg',
    gallery: ['circuit-board.jpg', 'chip-package.jpg', 'mesh-network.jpg', 'battery-cells.jpg', 'rf-antenna.jpg'],
    body: [
      'Every quarter dozens of evaluation boards arrive in the EDR lab. These ten stood out.',
      'The selection covers microcontrollers, edge-AI modules, FPGA boards and a wireless sensor kit.',
      'Each caption notes the price, the key device and what we liked about it.',
    ],
  },
];
