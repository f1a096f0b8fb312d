// rebelote-rendericon: renders the application icon's SVG to square PNGs, at build time.
//
//   rebelote-rendericon ICON.svg OUTPUT_PREFIX SIZE...
//
// writes OUTPUT_PREFIX<SIZE>.png for each SIZE (e.g. prefix "icons/rebelote-" and 16 give
// icons/rebelote-16.png). Exit status 1, with one line on standard error, when the SVG does
// not load, when Qt Svg warns about it (an element it does not draw: the icon would not look
// as drawn) or when a PNG cannot be written; 2 on a bad command line.
#include <QImage>
#include <QPainter>
#include <QString>
#include <QStringList>
#include <QSvgRenderer>

#include <cstdio>

namespace {

int svgWarnings = 0;

void countWarnings(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg) ++svgWarnings;
    std::fprintf(stderr, "rebelote-rendericon: %s\n", qPrintable(message));
}

}  // namespace

int main(int argc, char** argv)
{
    // No application object, so no platform plugin and no display: the icon is painted on an
    // image, and it has no text (no fonts are needed).
    QStringList args;
    for (int i = 0; i < argc; ++i) args.append(QString::fromLocal8Bit(argv[i]));
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: rebelote-rendericon ICON.svg OUTPUT_PREFIX SIZE...\n");
        return 2;
    }

    qInstallMessageHandler(countWarnings);
    QSvgRenderer renderer(args.at(1));
    qInstallMessageHandler(nullptr);
    if (!renderer.isValid() || svgWarnings > 0) {
        std::fprintf(stderr, "rebelote-rendericon: %s: %s\n", qPrintable(args.at(1)),
                     renderer.isValid() ? "Qt Svg warned about it" : "not a valid SVG");
        return 1;
    }

    for (qsizetype i = 3; i < args.size(); ++i) {
        bool ok = false;
        const int size = args.at(i).toInt(&ok);
        if (!ok || size < 1 || size > 4096) {
            std::fprintf(stderr, "rebelote-rendericon: bad size '%s'\n", qPrintable(args.at(i)));
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        image.setDotsPerMeterX(3780);  // 96 dpi, written in the PNG
        image.setDotsPerMeterY(3780);
        {
            QPainter painter(&image);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
            renderer.render(&painter, QRectF(0, 0, size, size));
        }
        const QString out = args.at(2) + QString::number(size) + QStringLiteral(".png");
        if (!image.convertToFormat(QImage::Format_ARGB32).save(out, "PNG")) {
            std::fprintf(stderr, "rebelote-rendericon: cannot write %s\n", qPrintable(out));
            return 1;
        }
    }
    return 0;
}
