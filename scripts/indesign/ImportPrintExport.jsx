// ImportPrintExport.jsx: imports a print export of the publishing platform into Adobe InDesign.
//
// A print export (Exports > Print Exports in the admin area) is a ZIP holding issue.xml (the
// issue and its articles in print order), one XML file per article and an images folder. Unzip it,
// run this script (Window > Utilities > Scripts), choose the unzipped folder. For each article the
// script makes a document, imports the article's XML into one story flowing over as many pages as
// it needs, maps every XML tag to the paragraph or character style of the same name (creating the
// styles a document lacks), places the images and saves the document beside the XML file
// (03-article-name.indd). See README.txt; the tags are listed in docs/print-exports.md.
//
// ExtendScript is ECMAScript 3: no let, no arrow functions, no Array.prototype.forEach.

#target indesign

(function () {
  // Paragraph styles: one per paragraph tag of the article files. Only styles a document lacks
  // are created (a template's own styles win); the values are a plain starting point in points.
  var PARAGRAPH_STYLES = [
    { name: "Headline", props: { pointSize: 32, leading: 36, fontStyle: "Bold", spaceAfter: 8 } },
    { name: "Deck", props: { pointSize: 15, leading: 20, fontStyle: "Italic", spaceAfter: 8 } },
    { name: "Byline", props: { pointSize: 9, leading: 12, fontStyle: "Bold", capitalization: "ALL_CAPS", spaceAfter: 12 } },
    { name: "Heading2", props: { pointSize: 16, leading: 20, fontStyle: "Bold", spaceBefore: 12, spaceAfter: 4, keepWithNext: 2 } },
    { name: "Heading3", props: { pointSize: 13, leading: 17, fontStyle: "Bold", spaceBefore: 10, spaceAfter: 3, keepWithNext: 2 } },
    { name: "Heading4", props: { pointSize: 11, leading: 15, fontStyle: "Bold Italic", spaceBefore: 8, spaceAfter: 2, keepWithNext: 2 } },
    { name: "Paragraph", props: { pointSize: 10, leading: 14, firstLineIndent: 12 } },
    { name: "Quote", props: { pointSize: 12, leading: 16, fontStyle: "Italic", leftIndent: 18, rightIndent: 18, spaceBefore: 6, spaceAfter: 6 } },
    { name: "ListItem", props: { pointSize: 10, leading: 14, leftIndent: 14, firstLineIndent: -10, bulletsAndNumberingListType: "BULLET_LIST" } },
    { name: "NumberedItem", props: { pointSize: 10, leading: 14, leftIndent: 14, firstLineIndent: -14, bulletsAndNumberingListType: "NUMBERED_LIST" } },
    { name: "Code", props: { pointSize: 9, leading: 12, appliedFont: "Courier", leftIndent: 12 } },
    { name: "Separator", props: { pointSize: 6, leading: 6, spaceBefore: 6, spaceAfter: 6 } },
    { name: "Caption", props: { pointSize: 8, leading: 10, fontStyle: "Italic", spaceBefore: 3 } },
    { name: "Credit", props: { pointSize: 7, leading: 9, capitalization: "ALL_CAPS", spaceAfter: 10 } }
  ];

  // Character styles: each inline format, and every two of them combined in this order
  // ("BoldItalic": InDesign applies one character style to a run, so combinations are styles).
  var INLINE_FORMATS = ["Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript", "Monospace"];
  var FORMAT_PROPS = {
    Bold: { fontStyle: "Bold" },
    Italic: { fontStyle: "Italic" },
    Underline: { underline: true },
    Strikethrough: { strikeThru: true },
    Superscript: { position: "SUPERSCRIPT" },
    Subscript: { position: "SUBSCRIPT" },
    Monospace: { appliedFont: "Courier" }
  };
  var LINK_PROPS = { underline: true };

  var ENUMS = {
    capitalization: function (v) { return Capitalization[v]; },
    bulletsAndNumberingListType: function (v) { return ListType[v]; },
    position: function (v) { return Position[v]; }
  };

  function characterStyles() {
    var list = [];
    var i, j, k;
    for (i = 0; i < INLINE_FORMATS.length; i++) list.push({ name: INLINE_FORMATS[i], props: FORMAT_PROPS[INLINE_FORMATS[i]] });
    for (i = 0; i < INLINE_FORMATS.length; i++) {
      for (j = i + 1; j < INLINE_FORMATS.length; j++) {
        var props = {};
        for (k in FORMAT_PROPS[INLINE_FORMATS[i]]) props[k] = FORMAT_PROPS[INLINE_FORMATS[i]][k];
        for (k in FORMAT_PROPS[INLINE_FORMATS[j]]) props[k] = FORMAT_PROPS[INLINE_FORMATS[j]][k];
        if (FORMAT_PROPS[INLINE_FORMATS[i]].fontStyle && FORMAT_PROPS[INLINE_FORMATS[j]].fontStyle) props.fontStyle = "Bold Italic";
        list.push({ name: INLINE_FORMATS[i] + INLINE_FORMATS[j], props: props });
      }
    }
    list.push({ name: "Link", props: LINK_PROPS });
    return list;
  }

  function trim(text) {
    return String(text).replace(/^\s+|\s+$/g, "");
  }

  // Sets what it can: a font style the document's font lacks must not stop the import.
  function applyProps(style, props) {
    for (var key in props) {
      try {
        style[key] = ENUMS[key] ? ENUMS[key](props[key]) : props[key];
      } catch (ignored) {}
    }
  }

  function ensureStyles(doc) {
    var i, style, spec;
    for (i = 0; i < PARAGRAPH_STYLES.length; i++) {
      spec = PARAGRAPH_STYLES[i];
      style = doc.paragraphStyles.itemByName(spec.name);
      if (!style.isValid) {
        style = doc.paragraphStyles.add({ name: spec.name });
        applyProps(style, spec.props);
      }
    }
    var chars = characterStyles();
    for (i = 0; i < chars.length; i++) {
      spec = chars[i];
      style = doc.characterStyles.itemByName(spec.name);
      if (!style.isValid) {
        style = doc.characterStyles.add({ name: spec.name });
        applyProps(style, spec.props);
      }
    }
  }

  // Every tag of the imported XML that names a style is mapped to it, then applied.
  function mapTagsToStyles(doc) {
    var i, tag, style;
    doc.xmlImportMaps.everyItem().remove();
    for (i = 0; i < PARAGRAPH_STYLES.length; i++) {
      tag = doc.xmlTags.itemByName(PARAGRAPH_STYLES[i].name);
      style = doc.paragraphStyles.itemByName(PARAGRAPH_STYLES[i].name);
      if (tag.isValid && style.isValid) doc.xmlImportMaps.add(tag, style);
    }
    var chars = characterStyles();
    for (i = 0; i < chars.length; i++) {
      tag = doc.xmlTags.itemByName(chars[i].name);
      style = doc.characterStyles.itemByName(chars[i].name);
      if (tag.isValid && style.isValid) doc.xmlImportMaps.add(tag, style);
    }
    doc.mapXMLTagsToStyles();
  }

  function readXml(file) {
    file.encoding = "UTF-8";
    if (!file.open("r")) throw new Error("Cannot open " + file.fsName);
    var text = file.read();
    file.close();
    // E4X does not take the XML declaration.
    return new XML(text.replace(/^\uFEFF?<\?xml[^>]*\?>\s*/, ""));
  }

  function marginBounds(page) {
    var b = page.bounds;
    var m = page.marginPreferences;
    return [b[0] + m.top, b[1] + m.left, b[2] - m.bottom, b[3] - m.right];
  }

  // href="file:///images/x.jpg" names the images folder beside the XML file.
  function imageFileOf(folder, href) {
    var path = String(href).replace(/^file:\/*/i, "");
    return File(folder.fsName + "/" + decodeURI(path));
  }

  // InDesign places an href it can resolve while importing; any image it did not is placed here.
  // Then every image is scaled down, in proportion, to the width of the column.
  function placeImages(doc, root, folder, columnWidth, problems) {
    var images = root.evaluateXPathExpression("//Image");
    for (var i = 0; i < images.length; i++) {
      var element = images[i];
      var href = element.xmlAttributes.itemByName("href");
      if (!href.isValid) continue;
      var file = imageFileOf(folder, href.value);
      try {
        if (element.graphics.length === 0) {
          if (!file.exists) {
            problems.push("Missing image " + file.fsName);
            continue;
          }
          element.place(file);
        }
        if (element.graphics.length === 0) continue;
        var frame = element.graphics[0].parent;
        var g = frame.geometricBounds;
        var width = g[3] - g[1];
        var height = g[2] - g[0];
        if (width > columnWidth && width > 0) {
          frame.geometricBounds = [g[0], g[1], g[0] + height * (columnWidth / width), g[1] + columnWidth];
          frame.fit(FitOptions.CONTENT_TO_FRAME);
        }
      } catch (error) {
        problems.push("Image " + file.fsName + ": " + error);
      }
    }
  }

  // Adds pages, each with a frame threaded to the one before, until the story fits.
  function flow(doc, frame) {
    var current = frame;
    doc.recompose();
    for (var guard = 0; current.overflows && guard < 400; guard++) {
      var page = doc.pages.add();
      var next = page.textFrames.add({ geometricBounds: marginBounds(page) });
      current.nextTextFrame = next;
      current = next;
      doc.recompose();
    }
  }

  function newDocument(folder) {
    // A template in the export folder, or beside this script, gives the documents their page size and styles.
    var candidates = [File(folder.fsName + "/PrintExportTemplate.indt"), File(File($.fileName).parent.fsName + "/PrintExportTemplate.indt")];
    for (var i = 0; i < candidates.length; i++) {
      if (candidates[i].exists) return app.open(candidates[i]);
    }
    return app.documents.add();
  }

  function importArticle(file, folder, problems) {
    var doc = newDocument(folder);
    ensureStyles(doc);
    var prefs = doc.xmlImportPreferences;
    prefs.importStyle = XMLImportStyles.MERGE_IMPORT;
    prefs.createLinkToXML = false;
    prefs.ignoreWhitespace = true;
    prefs.importToSelected = false;
    prefs.allowTransform = false;
    prefs.removeUnmatchedExisting = false;
    prefs.ignoreUnmatchedIncoming = false;
    doc.importXML(file);
    mapTagsToStyles(doc);
    var page = doc.pages.item(0);
    var bounds = marginBounds(page);
    var frame = page.textFrames.add({ geometricBounds: bounds });
    var root = doc.xmlElements.item(0);
    root.placeXML(frame);
    placeImages(doc, root, folder, bounds[3] - bounds[1], problems);
    flow(doc, frame);
    return doc;
  }

  app.scriptPreferences.measurementUnit = MeasurementUnits.POINTS;
  var folder = Folder.selectDialog("Choose the unzipped print export (the folder holding issue.xml)");
  if (!folder) return;
  var manifestFile = File(folder.fsName + "/issue.xml");
  if (!manifestFile.exists) {
    alert("There is no issue.xml in " + folder.fsName + ".\nUnzip the print export downloaded from Exports > Print Exports and choose its folder.");
    return;
  }
  var manifest = readXml(manifestFile);
  var articles = manifest.Articles.Article;
  var made = [];
  var problems = [];
  for (var i = 0; i < articles.length(); i++) {
    var name = String(articles[i].@file);
    var file = File(folder.fsName + "/" + name);
    if (!file.exists) {
      problems.push("Missing " + name);
      continue;
    }
    try {
      var doc = importArticle(file, folder, problems);
      doc.save(File(folder.fsName + "/" + name.replace(/\.xml$/i, ".indd")));
      made.push(name.replace(/\.xml$/i, ".indd") + ": " + trim(articles[i].Headline));
    } catch (error) {
      problems.push(name + ": " + error);
    }
  }
  var warnings = manifest.Warnings.Warning;
  for (var w = 0; w < warnings.length(); w++) problems.push("Left out by the export: " + trim(warnings[w]));
  alert(
    trim(manifest.Publication) + ": " + trim(manifest.IssueName) + " (" + trim(manifest.MailingDate) + ")\n\n" +
      made.length + " of " + articles.length() + " articles imported and saved in " + folder.fsName + ":\n" + made.join("\n") +
      (problems.length ? "\n\nTo check:\n" + problems.join("\n") : "")
  );
})();
